-- One-time sign-in codes: the sign-in pages send the browser back with a code, never a token;
-- the SPA exchanges it once, within a minute (docs/decisions/0006-sign-in-redirects-and-throttling.md).
CREATE TABLE account.sign_in_codes (
  code_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES account.users(id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX sign_in_codes_expires_idx ON account.sign_in_codes (expires_at);

-- Sign-in attempts are written before the password is checked (a successful one is removed
-- again); registrations are counted per address the same way.
CREATE TABLE account.sign_in_attempts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('login', 'register')),
  username text NOT NULL,
  address text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sign_in_attempts_username_idx ON account.sign_in_attempts (kind, username, at);
CREATE INDEX sign_in_attempts_address_idx ON account.sign_in_attempts (kind, address, at);

DROP TABLE account.login_failures;
