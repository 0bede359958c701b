-- Issue 43 §7: an essay's title taken from its own first line follows that line when the teacher
-- corrects the transcript; a title the teacher or the student gave is never replaced.
ALTER TABLE api.articles ADD COLUMN title_from_text boolean NOT NULL DEFAULT false;
