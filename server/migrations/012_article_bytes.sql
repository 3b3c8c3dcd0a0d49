-- 012: every article keeps the size of its JSON, so that deciding how to read it reads no text.
--
-- A list measures its rows before it reads them (server/article-stream.ts): a page up to a
-- megabyte is built whole, a larger one streamed through the read gate. That measure was
-- octet_length of the stored tags and sections, which reads (and decompresses) every value:
-- 50 ms of the database's time for a page of the largest articles, on PGlite inside the
-- server's own thread, before any answer had started. Stored beside the row, it is computed
-- once per write and read as one integer.
ALTER TABLE articles ADD COLUMN json_bytes integer NOT NULL
  GENERATED ALWAYS AS (
    octet_length(title) + octet_length(author) + octet_length(category)
    + coalesce(octet_length(banner), 0) + octet_length(tags::text) + octet_length(sections::text) + 120
  ) STORED;
