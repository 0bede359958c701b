-- Issue 13 (students): homework students hand in themselves, reports released per homework,
-- revisions of a corrected essay, and students' requests for a re-read.
ALTER TABLE api.homeworks ADD COLUMN allow_revision boolean NOT NULL DEFAULT false;
-- A student reads a report only after the teacher releases the homework's reports.
ALTER TABLE api.homeworks ADD COLUMN released boolean NOT NULL DEFAULT false;
-- A revision names the corrected essay it revises; its report is compared with that one's.
ALTER TABLE api.articles ADD COLUMN revision_of integer REFERENCES api.articles(id) ON DELETE SET NULL;
CREATE INDEX articles_student_idx ON api.articles (student_user_id, homework_id);

CREATE TABLE api.reread_requests (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  article_id integer NOT NULL REFERENCES api.articles(id) ON DELETE CASCADE,
  student_user_id integer NOT NULL,
  note text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  answer text CHECK (answer IN ('regraded', 'overridden', 'replied')),
  reply text NOT NULL DEFAULT '',
  answered_by integer,
  answered_at timestamptz
);
CREATE INDEX reread_requests_article_idx ON api.reread_requests (article_id);
-- One open request per essay at a time.
CREATE UNIQUE INDEX reread_requests_open_idx ON api.reread_requests (article_id) WHERE answered_at IS NULL;
