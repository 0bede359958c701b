-- Issue 11 §6: the words the OCR was unsure of, as spans of the page's OCR text (NULL: not recorded,
-- pages read before confidences were kept).
ALTER TABLE api.file_pages ADD COLUMN uncertain jsonb;
-- The spans of the page's current text (the teacher's edit, else the OCR text) still to be confirmed.
ALTER TABLE api.article_images ADD COLUMN unconfirmed jsonb;
UPDATE api.article_images SET unconfirmed = '[]'::jsonb WHERE content IS NOT NULL;

-- Issue 11 §6: every report an essay had, so a re-correction keeps the previous level and report.
CREATE TABLE api.article_reports (
  article_id integer NOT NULL REFERENCES api.articles(id) ON DELETE CASCADE,
  grading_number integer NOT NULL,
  report jsonb NOT NULL,
  graded_content text NOT NULL,
  graded_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (article_id, grading_number)
);
INSERT INTO api.article_reports (article_id, grading_number, report, graded_content, graded_at)
SELECT id, grading_count, report, COALESCE(graded_content, content), COALESCE(graded_at, now())
FROM api.articles WHERE report IS NOT NULL AND grading_count > 0;

-- Issue 11 §7: the teacher's decision on each inline correction of one report, and the teacher's
-- own corrections (correction_index NULL). Rejected engine corrections are the engine's precision data.
CREATE TABLE api.correction_decisions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  article_id integer NOT NULL REFERENCES api.articles(id) ON DELETE CASCADE,
  grading_number integer NOT NULL,
  correction_index integer,
  decision text NOT NULL CHECK (decision IN ('accept', 'reject', 'edit', 'add')),
  span_start integer NOT NULL,
  span_end integer NOT NULL,
  original text NOT NULL,
  suggestion text NOT NULL,
  kind text NOT NULL,
  engine_suggestion text,
  engine text,
  teacher_id integer NOT NULL,
  decided_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (article_id, grading_number, correction_index)
);
CREATE INDEX correction_decisions_article_idx ON api.correction_decisions (article_id, grading_number);
