-- 008: an article without a date is listed by the day it was created, among the newest.
--
-- The list order was the date, unknown dates last: an article saved without a date sorted after
-- every dated one, so it never reached the home page (the first six) nor the top of Free Kick.
-- Now the list reads a list date: the article's date, or else the day it was created, in
-- Asia/Jakarta (the site's readers' day; named here so that both back ends and every session
-- time zone agree). Then the newest id, as before. The date the API answers is unchanged: null
-- stays null.
--
-- created_at has been kept for every article since 001 (set on insert, never changed by an
-- update), so the column below fills itself for existing rows: a dated article keeps its place,
-- an undated one moves to the day it was written.
ALTER TABLE articles ADD COLUMN listed_on date NOT NULL
  GENERATED ALWAYS AS (coalesce(published_on, (created_at AT TIME ZONE 'Asia/Jakarta')::date)) STORED;

-- "Newest first" for the list (the first page is the index's first rows) and for category=...
DROP INDEX articles_order_idx;
CREATE INDEX articles_order_idx ON articles (listed_on DESC, id DESC);
DROP INDEX articles_category_idx;
CREATE INDEX articles_category_idx ON articles (lower(category), listed_on DESC, id DESC);

-- The search table orders its matches the same way: it keeps the list date, not the date.
ALTER TABLE article_search RENAME COLUMN published_on TO listed_on;
UPDATE article_search s SET listed_on = a.listed_on FROM articles a WHERE a.id = s.id;
ALTER TABLE article_search ALTER COLUMN listed_on SET NOT NULL;
DROP INDEX article_search_order_idx;
CREATE INDEX article_search_order_idx ON article_search (listed_on DESC, id DESC);

CREATE OR REPLACE FUNCTION article_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH rows AS (
    SELECT id, listed_on, lower(category) AS category_key,
           lower(regexp_replace(author, '^\s+|\s+$', '', 'g')) AS author_key,
           article_words_of(title, category, author) AS words
    FROM changed
  ), stored AS (
    INSERT INTO article_search SELECT * FROM rows
    ON CONFLICT (id) DO UPDATE SET listed_on = EXCLUDED.listed_on,
      category_key = EXCLUDED.category_key, author_key = EXCLUDED.author_key, words = EXCLUDED.words
  )
  INSERT INTO article_words (word)
    SELECT DISTINCT unnest(words) FROM rows
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
