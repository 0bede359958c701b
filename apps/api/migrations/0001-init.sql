CREATE TABLE api.homeworks (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  school_id integer NOT NULL,
  teacher_id integer NOT NULL,
  name text NOT NULL,
  instructions text NOT NULL DEFAULT '',
  submission_method text NOT NULL DEFAULT 'teacher',
  submission_begin_at timestamptz NOT NULL,
  submission_deadline_at timestamptz NOT NULL,
  assigned_classes integer[] NOT NULL DEFAULT '{}',
  students text[] NOT NULL DEFAULT '{}',
  rubric text NOT NULL DEFAULT 'auto',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX homeworks_teacher_idx ON api.homeworks (teacher_id, created_at DESC);
CREATE INDEX homeworks_school_idx ON api.homeworks (school_id);

CREATE TABLE api.articles (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  homework_id integer NOT NULL REFERENCES api.homeworks(id) ON DELETE CASCADE,
  title text NOT NULL,
  student_name text NOT NULL DEFAULT '',
  student_user_id integer,
  status text NOT NULL DEFAULT 'submitted'
    CHECK (status IN ('not_submitted_yet', 'submitted', 'grading', 'graded', 'failed')),
  content text NOT NULL DEFAULT '',
  score numeric,
  grading_count integer NOT NULL DEFAULT 0,
  failure_reason text,
  teacher_suggestion text NOT NULL DEFAULT '',
  report jsonb,
  submitted_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX articles_homework_idx ON api.articles (homework_id);
