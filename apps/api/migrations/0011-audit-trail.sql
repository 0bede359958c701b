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
