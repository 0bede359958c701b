-- Issue 28: a page the reader judged blank is kept and shown to the teacher as blank, never
-- silently empty; `ocr_engine` may now also be 'ppocr' (handwriting on 稿紙, decision 0043).
ALTER TABLE api.file_pages ADD COLUMN blank boolean NOT NULL DEFAULT false;
