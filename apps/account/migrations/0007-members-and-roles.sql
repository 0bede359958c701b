-- Issue 27: members and roles. A roster account remembers the teacher who made it (only that
-- teacher, or the school admin, may reset its password; accounts made before this have none, so
-- only the admin may); a member the school admin removed is `removed` (signed out, sees nothing).
ALTER TABLE account.users ADD COLUMN created_by integer REFERENCES account.users(id) ON DELETE SET NULL;
ALTER TABLE account.users DROP CONSTRAINT users_member_status_check;
ALTER TABLE account.users ADD CONSTRAINT users_member_status_check
  CHECK (member_status IN ('active', 'pending', 'rejected', 'removed'));
