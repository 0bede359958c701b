-- Uploaded files of a homework; `article_id` is set once the teacher arranges them into essays.
CREATE TABLE api.homework_files (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  homework_id integer NOT NULL REFERENCES api.homeworks(id) ON DELETE CASCADE,
  file_name text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('pdf', 'docx', 'jpeg', 'png', 'webp', 'heic')),
  content_type text NOT NULL,
  size bigint NOT NULL,
  sha256 text NOT NULL,
  storage_key text NOT NULL,
  article_id integer REFERENCES api.articles(id) ON DELETE SET NULL,
  position integer NOT NULL DEFAULT 0,
  extraction_status text NOT NULL DEFAULT 'pending' CHECK (extraction_status IN ('pending', 'running', 'done', 'failed')),
  extraction_error text,
  text text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX homework_files_homework_idx ON api.homework_files (homework_id);
CREATE INDEX homework_files_article_idx ON api.homework_files (article_id);

-- Page images made by extraction (photos, scanned PDF pages), each with its OCR text.
CREATE TABLE api.file_pages (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  file_id integer NOT NULL REFERENCES api.homework_files(id) ON DELETE CASCADE,
  page_index integer NOT NULL,
  image_key text NOT NULL,
  text text NOT NULL DEFAULT '',
  confidence real,
  UNIQUE (file_id, page_index)
);

-- An essay's image pages in the teacher's order; `content` is the teacher's edit of the OCR text.
CREATE TABLE api.article_images (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  article_id integer NOT NULL REFERENCES api.articles(id) ON DELETE CASCADE,
  page_id integer NOT NULL REFERENCES api.file_pages(id) ON DELETE CASCADE,
  position integer NOT NULL,
  content text,
  removed_at timestamptz,
  UNIQUE (article_id, page_id)
);

ALTER TABLE api.articles ADD COLUMN level_label text;
ALTER TABLE api.articles ADD COLUMN rubric text;

-- Server-wide secrets shared by every API process (signing of download links).
CREATE TABLE api.server_secrets (
  name text PRIMARY KEY,
  value text NOT NULL
);
