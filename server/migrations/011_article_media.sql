-- 011: which stored images (/media/<sha256>.<ext>) each article uses, so that an image no article
-- uses any more is removed from the image store when its last article is deleted or stops using
-- it (server/article-media.ts). Kept by triggers in the writing transaction, like article_search.

-- The names of the stored images an article's banner and section images point at, each once.
CREATE FUNCTION article_media_of(banner text, sections json) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT coalesce(array_agg(DISTINCT substr(p, 8) ORDER BY substr(p, 8)), '{}')
    FROM (
      SELECT banner AS p
      UNION ALL
      SELECT img ->> 'path'
        FROM json_array_elements(sections) AS s, json_array_elements(s -> 'images') AS img
    ) AS paths
    WHERE p ~ '^/media/[0-9a-f]{64}\.(png|jpg|gif|webp|svg)$'
  $$;

CREATE TABLE article_media (
  name       text NOT NULL,
  article_id integer NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
  PRIMARY KEY (name, article_id)
);
CREATE INDEX article_media_article_idx ON article_media (article_id);

CREATE FUNCTION article_media_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM article_media m USING changed c WHERE m.article_id = c.id;
  INSERT INTO article_media (name, article_id)
    SELECT DISTINCT unnest(article_media_of(banner, sections)), id FROM changed
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;

CREATE TRIGGER articles_media_insert AFTER INSERT ON articles
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION article_media_sync();
CREATE TRIGGER articles_media_update AFTER UPDATE ON articles
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION article_media_sync();

INSERT INTO article_media (name, article_id)
  SELECT DISTINCT unnest(article_media_of(banner, sections)), id FROM articles;
