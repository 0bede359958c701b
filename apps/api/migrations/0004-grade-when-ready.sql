-- Issue 12: a "correct all" while an essay's text is still being extracted remembers the teacher
-- who asked; the essay is queued (same pricing, charged once) as soon as its last file is read.
ALTER TABLE api.articles ADD COLUMN grade_requested_by integer;
