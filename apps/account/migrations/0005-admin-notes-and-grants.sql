-- Issue 13 (administrators): the admin's note on a point request decision, shown to the teacher.
ALTER TABLE account.point_asks ADD COLUMN review_note text NOT NULL DEFAULT '';
-- The school's ledger is read by school: its rows are found through the users of the school.
CREATE INDEX users_school_idx ON account.users (school_id);
CREATE INDEX class_members_user_idx ON account.class_members (user_id);
