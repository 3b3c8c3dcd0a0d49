-- 006: article search on a narrow table of words, instead of a trigram index over the articles.
--
-- A search word must be found in a word of the title, category or author (a substring), or be a
-- close spelling of one (trigram word similarity). Matching every row's text against the word
-- (the trigram index of 002) costs tens to hundreds of milliseconds at 100,000 articles: common
-- trigrams match most rows, and each candidate is rechecked. Here the word is matched once against
-- the vocabulary (every distinct folded word of every article: a few thousand short rows, with
-- their own trigram index), and the articles holding any matching word come from an array index.
-- Counts, stats and the order of the matches are read from a narrow table (a hundred bytes a
-- row), not from the articles with their sections.
--
-- article_search holds one row per article, kept in step by triggers in the writing transaction.
-- article_words only grows: a word no article holds any more matches nothing.

-- The words of an article's title, category and author, folded (lower case, no accents), split
-- on white space, each once.
CREATE FUNCTION article_words_of(title text, category text, author text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT coalesce(array_agg(DISTINCT w ORDER BY w), '{}')
    FROM regexp_split_to_table(article_fold(title || ' ' || category || ' ' || author), '\s+') AS w
    WHERE w <> ''
  $$;

CREATE TABLE article_search (
  id           integer PRIMARY KEY REFERENCES articles (id) ON DELETE CASCADE,
  published_on date,
  -- lower(category): category=... compares ignoring case.
  category_key text NOT NULL,
  -- The author trimmed and in lower case: the stats count distinct non-blank authors.
  author_key   text NOT NULL,
  words        text[] NOT NULL
);
-- "Newest first", as articles_order_idx.
CREATE INDEX article_search_order_idx ON article_search (published_on DESC NULLS LAST, id DESC);
CREATE INDEX article_search_words_idx ON article_search USING gin (words);

CREATE TABLE article_words (
  word text PRIMARY KEY
);

DO $$
DECLARE
  trgm text;
BEGIN
  SELECT quote_ident(n.nspname) INTO trgm
    FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm';
  EXECUTE format('CREATE INDEX article_words_trgm_idx ON article_words USING gin (word %s.gin_trgm_ops)',
    trgm);
END $$;

CREATE FUNCTION article_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH rows AS (
    SELECT id, published_on, lower(category) AS category_key,
           lower(regexp_replace(author, '^\s+|\s+$', '', 'g')) AS author_key,
           article_words_of(title, category, author) AS words
    FROM changed
  ), stored AS (
    INSERT INTO article_search SELECT * FROM rows
    ON CONFLICT (id) DO UPDATE SET published_on = EXCLUDED.published_on,
      category_key = EXCLUDED.category_key, author_key = EXCLUDED.author_key, words = EXCLUDED.words
  )
  INSERT INTO article_words (word)
    SELECT DISTINCT unnest(words) FROM rows
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;

CREATE TRIGGER articles_search_insert AFTER INSERT ON articles
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION article_search_sync();
CREATE TRIGGER articles_search_update AFTER UPDATE ON articles
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION article_search_sync();

INSERT INTO article_search
  SELECT id, published_on, lower(category), lower(regexp_replace(author, '^\s+|\s+$', '', 'g')),
         article_words_of(title, category, author)
  FROM articles;
INSERT INTO article_words (word)
  SELECT DISTINCT unnest(words) FROM article_search
  ON CONFLICT DO NOTHING;

-- The trigram index over the articles' text is no longer read.
DROP INDEX articles_search_idx;
ALTER TABLE articles DROP COLUMN search;
