-- One row per correction of an essay: what it cost, how it ended. The charge's idempotency key
-- is grade:<article id>:<grading number>, so a repeat can never charge twice.
CREATE TABLE api.gradings (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  article_id integer NOT NULL REFERENCES api.articles(id) ON DELETE CASCADE,
  grading_number integer NOT NULL,
  requested_by integer NOT NULL,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
  points integer NOT NULL DEFAULT 0,
  charge_key text,
  engine text,
  error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  UNIQUE (article_id, grading_number)
);

-- The teacher's own level and dimension scores: shown as the teacher's, never overwritten by a
-- re-correction, and used to calibrate the engine for the rest of the homework.
ALTER TABLE api.articles ADD COLUMN teacher_override jsonb;
ALTER TABLE api.articles ADD COLUMN graded_at timestamptz;

-- Model essays (範文): graded essays a teacher shows to the class; an essay is a model once.
CREATE TABLE api.model_articles (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  article_id integer NOT NULL UNIQUE REFERENCES api.articles(id) ON DELETE CASCADE,
  teacher_id integer NOT NULL,
  show_name boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The text the stored report's spans point into (the essay may be edited after grading).
ALTER TABLE api.articles ADD COLUMN graded_content text;
