-- Issue 41: a class roster entry carries the student's seat number (座號), the number teachers
-- and paper essays go by. Optional (a student who joined by code has none until the teacher sets
-- it); one student per seat in a class.
ALTER TABLE account.class_members ADD COLUMN seat_no integer CHECK (seat_no BETWEEN 1 AND 999);
CREATE UNIQUE INDEX class_members_seat_key ON account.class_members (class_id, seat_no)
  WHERE seat_no IS NOT NULL;
