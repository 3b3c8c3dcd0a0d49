-- 010: every article has a version, for conditional writes (If-Match).
--
-- An update raises it by one (server/articles.ts, in the same statement as the write, with the
-- row locked by the check that reads it); the answers with one article name it in a strong ETag,
-- and a PUT or DELETE with a stale If-Match is refused with 412 instead of overwriting someone
-- else's edit. Every existing article starts at 1.
ALTER TABLE articles ADD COLUMN version integer NOT NULL DEFAULT 1;
