-- 002: search, category filter and counts on the article list, served by the database's indexes.
--
-- pg_trgm (trigram indexes and similarity) and unaccent (accent folding) are contrib extensions:
-- PGlite loads both (server/db.ts), PostgreSQL ships them. Extensions belong to the whole
-- database, not to a schema: they are created in public once and found wherever they live, so
-- several instances or schemas on one database share them.
DO $$
DECLARE
  trgm text;
  ua text;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE EXTENSION pg_trgm SCHEMA public;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'unaccent') THEN
    CREATE EXTENSION unaccent SCHEMA public;
  END IF;
  SELECT quote_ident(n.nspname) INTO trgm
    FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm';
  SELECT quote_ident(n.nspname) INTO ua
    FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'unaccent';

  -- unaccent() is STABLE (its dictionary could change), so it cannot feed a generated column or
  -- an index. Called with its dictionary named, as here, the result depends only on the text:
  -- this wrapper says so. Lower case and no accents: 'Téknik' -> 'teknik'.
  EXECUTE format(
    'CREATE FUNCTION article_fold(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT '
    'AS %L',
    format('SELECT lower(%s.unaccent(%L::regdictionary, $1))', ua, ua || '.unaccent'));

  -- "A word of q is a close spelling of a word in the text": pg_trgm's <% (word similarity at
  -- least pg_trgm.word_similarity_threshold, which every connection sets, see server/db.ts).
  -- A plain SQL function is inlined into the query, so the trigram index below still serves it.
  EXECUTE format(
    'CREATE FUNCTION article_near(word text, doc text) RETURNS boolean LANGUAGE sql STABLE '
    'PARALLEL SAFE AS %L',
    format('SELECT word OPERATOR(%s.<%%) doc', trgm));

  -- What q searches: title, category and author, folded.
  ALTER TABLE articles ADD COLUMN search text
    GENERATED ALWAYS AS (article_fold(title || ' ' || category || ' ' || author)) STORED;
  EXECUTE format('CREATE INDEX articles_search_idx ON articles USING gin (search %s.gin_trgm_ops)',
    trgm);
END $$;

-- category=... in list order.
CREATE INDEX articles_category_idx ON articles (lower(category), published_on DESC NULLS LAST, id DESC);
