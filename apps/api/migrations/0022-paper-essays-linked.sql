-- Issue 41: an essay says who handed it in: the student themselves (their account is
-- `student_user_id`) or the teacher, uploading paper essays (linked to a roster student's account
-- when the teacher picks one, else a free-text name). Every linked essay before this was a
-- student's own hand-in.
ALTER TABLE api.articles ADD COLUMN handed_in_by text NOT NULL DEFAULT 'teacher'
  CHECK (handed_in_by IN ('student', 'teacher'));
UPDATE api.articles SET handed_in_by = 'student' WHERE student_user_id IS NOT NULL;
