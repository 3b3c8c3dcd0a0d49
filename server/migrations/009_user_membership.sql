-- 009: every account has a membership plan. Existing accounts, the demo admin included, and every
-- new one (a registration, the seed, `npm run user -- create`) are `basic`; the contract's
-- Membership lists the values.
ALTER TABLE users
  ADD COLUMN membership text NOT NULL DEFAULT 'basic'
  CHECK (membership IN ('basic', 'premium'));
