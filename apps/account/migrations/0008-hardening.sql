-- Issue 27. A sign-in attempt keeps the username only as a keyed hash (HMAC-SHA-256 under a server
-- key kept here), so an erased or mistyped name is never written in clear text; `known` says
-- whether the name belonged to an account when it was tried, for the per-address ceiling, which
-- counts unknown names and distinct accounts, never one account's repeated failures
-- (docs/decisions/0039-hardening-after-probing.md).
CREATE TABLE account.server_secrets (
  name text PRIMARY KEY,
  value text NOT NULL
);
-- Rows written before this held names in clear text; they are at most a day old and only count
-- failures, so they go rather than being rewritten.
DELETE FROM account.sign_in_attempts;
ALTER TABLE account.sign_in_attempts ADD COLUMN known boolean NOT NULL DEFAULT false;

-- Class join codes are guessed like invitation codes: every wrong try counts, per student and per
-- address (`username` holds `user:<id>`, an id rather than a name).
ALTER TABLE account.sign_in_attempts DROP CONSTRAINT sign_in_attempts_kind_check;
ALTER TABLE account.sign_in_attempts ADD CONSTRAINT sign_in_attempts_kind_check
  CHECK (kind IN ('login', 'register', 'class_code'));
