-- 007: the search indexes take each write at once, with no pending list.
--
-- A GIN index keeps new entries in an unsorted pending list by default (fastupdate), merged into
-- the index by (auto)vacuum or when the list reaches gin_pending_list_limit (4 MB). Every search
-- reads the whole list: after a few hundred article writes, searches on PostgreSQL took twice as
-- long until autovacuum came by, and PGlite has no autovacuum at all. Articles are written a few
-- at a time, so each write updating the index directly costs little.
ALTER INDEX article_search_words_idx SET (fastupdate = off);
ALTER INDEX article_words_trgm_idx SET (fastupdate = off);
-- What is pending now goes into the index.
SELECT gin_clean_pending_list('article_search_words_idx'::regclass);
SELECT gin_clean_pending_list('article_words_trgm_idx'::regclass);
