CREATE TABLE account.schools (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE account.users (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  school_id integer NOT NULL REFERENCES account.schools(id),
  username text NOT NULL,
  password_hash text NOT NULL,
  email text NOT NULL DEFAULT '',
  nickname text NOT NULL DEFAULT '',
  avatar text NOT NULL DEFAULT '',
  role smallint CHECK (role IN (21, 22, 23)),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_username_key ON account.users (lower(username));

CREATE TABLE account.tokens (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES account.users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX tokens_user_idx ON account.tokens (user_id);

CREATE TABLE account.login_failures (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  username text NOT NULL,
  address text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_failures_username_idx ON account.login_failures (username, at);
CREATE INDEX login_failures_address_idx ON account.login_failures (address, at);

CREATE TABLE account.classes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  school_id integer NOT NULL REFERENCES account.schools(id),
  cls_name text NOT NULL,
  code text NOT NULL UNIQUE,
  created_by integer NOT NULL REFERENCES account.users(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX classes_school_idx ON account.classes (school_id);

CREATE TABLE account.class_members (
  class_id integer NOT NULL REFERENCES account.classes(id),
  user_id integer NOT NULL REFERENCES account.users(id),
  joined_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (class_id, user_id)
);

-- The balance is a cache of the ledger's sum, kept in the same transaction as each ledger row;
-- the CHECK makes an overdraft impossible even under concurrent charges.
CREATE TABLE account.point_balances (
  user_id integer PRIMARY KEY REFERENCES account.users(id),
  points integer NOT NULL DEFAULT 0 CHECK (points >= 0)
);

CREATE TABLE account.point_ledger (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES account.users(id),
  delta integer NOT NULL CHECK (delta <> 0),
  service_type text NOT NULL,
  idempotency_key text UNIQUE,
  note text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX point_ledger_user_idx ON account.point_ledger (user_id, created_at);

CREATE TABLE account.point_asks (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES account.users(id),
  school_id integer NOT NULL REFERENCES account.schools(id),
  ask_point integer NOT NULL CHECK (ask_point > 0),
  ask_note text NOT NULL DEFAULT '',
  ask_ok text NOT NULL DEFAULT '0' CHECK (ask_ok IN ('0', '1', '-1')),
  add_time timestamptz NOT NULL DEFAULT now(),
  reviewed_by integer REFERENCES account.users(id),
  reviewed_at timestamptz,
  deleted_at timestamptz
);
CREATE INDEX point_asks_school_idx ON account.point_asks (school_id, add_time);
