-- 005: how many articles there are, kept by triggers in the writing transaction, so the total of
-- an unfiltered list (X-Total-Count on every page, the first page after each write) is one row
-- read instead of a count over the whole table.
CREATE TABLE article_count (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  n        bigint NOT NULL
);
INSERT INTO article_count (n) SELECT count(*) FROM articles;

CREATE FUNCTION article_count_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE article_count SET n = n + (SELECT count(*) FROM inserted);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE article_count SET n = n - (SELECT count(*) FROM deleted);
  ELSE
    UPDATE article_count SET n = 0;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER articles_counted_insert AFTER INSERT ON articles
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION article_count_change();
CREATE TRIGGER articles_counted_delete AFTER DELETE ON articles
  REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION article_count_change();
CREATE TRIGGER articles_counted_truncate AFTER TRUNCATE ON articles
  FOR EACH STATEMENT EXECUTE FUNCTION article_count_change();
