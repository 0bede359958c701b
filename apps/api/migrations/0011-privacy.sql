-- Issue 18: the audit trail of the product API (reads of reports and essay files, changes of a
-- level, comment or correction, releases, exports, erasures, retention). Append-only: a trigger
-- refuses every UPDATE, DELETE and TRUNCATE, so no call (and no bug) can rewrite the past.
-- People and essays are named by id only, so erasing a student keeps the trail without a name.
CREATE TABLE api.audit_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  school_id integer NOT NULL,
  actor_id integer,
  address text NOT NULL DEFAULT '',
  action text NOT NULL,
  homework_id integer,
  article_id integer,
  student_id integer,
  subject_id integer,
  detail jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE INDEX audit_events_school_idx ON api.audit_events (school_id, at DESC);
CREATE INDEX audit_events_homework_idx ON api.audit_events (homework_id, at DESC);
CREATE INDEX audit_events_student_idx ON api.audit_events (student_id);

CREATE FUNCTION api.audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the audit trail is append-only' USING ERRCODE = 'insufficient_privilege';
END
$$;
CREATE TRIGGER audit_events_no_change BEFORE UPDATE OR DELETE ON api.audit_events
  FOR EACH ROW EXECUTE FUNCTION api.audit_events_append_only();
CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON api.audit_events
  FOR EACH STATEMENT EXECUTE FUNCTION api.audit_events_append_only();

-- Erasure and retention delete essays, but the school's statistics keep their anonymous counts:
-- a correction stays counted (homework, teacher, points) after its essay is gone.
ALTER TABLE api.gradings ADD COLUMN homework_id integer REFERENCES api.homeworks(id) ON DELETE CASCADE;
UPDATE api.gradings g SET homework_id = a.homework_id FROM api.articles a WHERE a.id = g.article_id;
ALTER TABLE api.gradings ALTER COLUMN homework_id SET NOT NULL;
-- Filled from the essay, so every writer of gradings stays as it was.
CREATE FUNCTION api.gradings_homework() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.homework_id IS NULL THEN
    SELECT homework_id INTO NEW.homework_id FROM api.articles WHERE id = NEW.article_id;
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER gradings_homework BEFORE INSERT ON api.gradings FOR EACH ROW EXECUTE FUNCTION api.gradings_homework();
ALTER TABLE api.gradings ALTER COLUMN article_id DROP NOT NULL;
ALTER TABLE api.gradings DROP CONSTRAINT gradings_article_id_fkey;
ALTER TABLE api.gradings ADD CONSTRAINT gradings_article_id_fkey
  FOREIGN KEY (article_id) REFERENCES api.articles(id) ON DELETE SET NULL;

-- Retention (issue 18): per school, how many school years after a homework's deadline its essays,
-- page images and reports are kept. No row: the default (3).
CREATE TABLE api.school_settings (
  school_id integer PRIMARY KEY,
  retention_years integer NOT NULL DEFAULT 3 CHECK (retention_years BETWEEN 1 AND 10),
  updated_at timestamptz NOT NULL DEFAULT now()
);
