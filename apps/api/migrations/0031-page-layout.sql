-- Issue 43 §1: how a handwritten page was written and how it lay (decision 0084):
-- {"writing": "rows"|"columns", "turned": 0|90|180|270}; null for pages not read as handwriting.
-- The review shows a page of columns as written, and a photo that lay turned the right way up.
ALTER TABLE api.file_pages ADD COLUMN layout jsonb;
