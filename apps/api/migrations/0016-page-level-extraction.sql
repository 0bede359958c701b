-- Issue 30: a long scan is read page by page, each page a job of its own (decision 0045).
-- `extraction_run` numbers a file's readings: a page job of an earlier reading (the teacher
-- retried, a worker died) finds another number and does nothing. `pages_total`/`pages_read` are
-- the file's progress in pages (null: not known yet).
ALTER TABLE api.homework_files ADD COLUMN extraction_run integer NOT NULL DEFAULT 0;
ALTER TABLE api.homework_files ADD COLUMN pages_total integer;
ALTER TABLE api.homework_files ADD COLUMN pages_read integer NOT NULL DEFAULT 0;

-- The pages of a reading under way: a page's text layer (`page` null) or what OCR read from it
-- (`page`: the stored page, image key included). When every page is here the file is put
-- together (text, file_pages) and these rows go.
CREATE TABLE api.file_page_reads (
  file_id integer NOT NULL REFERENCES api.homework_files(id) ON DELETE CASCADE,
  run integer NOT NULL,
  page_index integer NOT NULL,
  text text NOT NULL,
  page jsonb,
  PRIMARY KEY (file_id, run, page_index)
);
