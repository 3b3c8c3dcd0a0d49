-- 001: accounts, sessions, login failures, articles.
CREATE TABLE users (
  id            serial PRIMARY KEY,
  email         text NOT NULL UNIQUE,
  name          text NOT NULL,
  role          text NOT NULL CHECK (role IN ('admin', 'user')),
  password_hash text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);

-- Bearer tokens are stored only as their SHA-256; the token itself is never kept.
CREATE TABLE sessions (
  token_hash   text PRIMARY KEY,
  user_id      integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at   timestamptz NOT NULL,
  last_used_at timestamptz NOT NULL
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

-- One row per failed login, keyed 'email:<address>' and 'ip:<address>'.
CREATE TABLE login_failures (
  id         bigserial PRIMARY KEY,
  key        text NOT NULL,
  failed_at  timestamptz NOT NULL
);
CREATE INDEX login_failures_key_idx ON login_failures (key, failed_at);

-- Tags and sections are stored in the exact shape and key order the contract returns them
-- (json, not jsonb: the text is kept as written, so reads need no re-encoding).
CREATE TABLE articles (
  id           serial PRIMARY KEY,
  title        text NOT NULL,
  author       text NOT NULL DEFAULT '',
  published_on date,
  category     text NOT NULL DEFAULT '',
  banner       text,
  tags         json NOT NULL DEFAULT '[]',
  sections     json NOT NULL DEFAULT '[]',
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now()
);
-- "Newest first": by publication date (unknown dates last), then newest id.
CREATE INDEX articles_order_idx ON articles (published_on DESC NULLS LAST, id DESC);

CREATE TABLE meta (
  key   text PRIMARY KEY,
  value text NOT NULL
);
