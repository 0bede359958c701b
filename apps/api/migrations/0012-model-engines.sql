-- Issue 14: what the optional model engines spent. One row per grading corrected by the `llm`
-- engine (its key is the grading, so a re-run job cannot record a correction twice); no foreign
-- keys, so deleting an essay or a homework does not erase what the school paid for.
CREATE TABLE api.engine_usage (
  grading_id integer PRIMARY KEY,
  article_id integer NOT NULL,
  homework_id integer NOT NULL,
  school_id integer NOT NULL,
  engine text NOT NULL,
  model text NOT NULL,
  calls integer NOT NULL,
  input_tokens integer NOT NULL,
  output_tokens integer NOT NULL,
  cost numeric(14, 6) NOT NULL,
  fallback text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX engine_usage_school_idx ON api.engine_usage (school_id, homework_id);

-- Which OCR engine read a page (tesseract, llm-vision), why it fell back when it did, and
-- what reading it cost. The characters it was unsure of go in 0005's `uncertain` column, as
-- word spans like tesseract's.
ALTER TABLE api.file_pages ADD COLUMN ocr_engine text NOT NULL DEFAULT 'tesseract';
ALTER TABLE api.file_pages ADD COLUMN ocr_note text;
ALTER TABLE api.file_pages ADD COLUMN input_tokens integer NOT NULL DEFAULT 0;
ALTER TABLE api.file_pages ADD COLUMN output_tokens integer NOT NULL DEFAULT 0;
ALTER TABLE api.file_pages ADD COLUMN cost numeric(14, 6) NOT NULL DEFAULT 0;
