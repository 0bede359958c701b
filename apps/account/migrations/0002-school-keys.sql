-- A school's key: look-alike names (case, full-width letters, spaces, zero-width characters) are
-- one school. The code computes the key (contracts' schoolNameKey); this backfill mirrors it for
-- existing rows. Existing look-alike duplicates cannot be merged safely here: the oldest keeps the
-- key, the others get `#<id>` appended and can no longer be joined by name.
ALTER TABLE account.schools ADD COLUMN name_key text;
ALTER TABLE account.schools ADD COLUMN invite_code text;
UPDATE account.schools s SET name_key = k.key || CASE WHEN k.n > 1 THEN '#' || s.id ELSE '' END
FROM (
  SELECT id, key, row_number() OVER (PARTITION BY key ORDER BY id) AS n
  FROM (
    SELECT id, lower(regexp_replace(normalize(name, NFKC),
      '[[:space:][:cntrl:]\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF0-\uFFFB]',
      '', 'g')) AS key
    FROM account.schools
  ) keyed
) k
WHERE k.id = s.id;
ALTER TABLE account.schools ALTER COLUMN name_key SET NOT NULL;
CREATE UNIQUE INDEX schools_key_unique ON account.schools (name_key);

-- New members of an existing school wait for its admin; everyone before this stays active.
ALTER TABLE account.users ADD COLUMN member_status text NOT NULL DEFAULT 'active'
  CHECK (member_status IN ('active', 'pending', 'rejected'));
CREATE INDEX users_pending_idx ON account.users (school_id) WHERE member_status = 'pending';
