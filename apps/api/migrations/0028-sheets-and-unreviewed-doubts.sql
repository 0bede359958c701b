-- Issue 43 §2: what a handwritten page's sheet printed, taken out of its text (decision 0080):
-- {"header": bool, "name": text|null, "page": int|null}; null for pages not read as a sheet.
ALTER TABLE api.file_pages ADD COLUMN sheet jsonb;
-- Issue 43 §5: the spans the reader doubted that 「確認其餘」 accepted without a person looking at
-- them: never quoted as the student's words until the teacher confirms them one by one.
ALTER TABLE api.article_images ADD COLUMN unreviewed jsonb;
