-- Issue 18: the audit trail of the account service (points changes, role and membership changes,
-- class changes). Append-only like api.audit_events: a trigger refuses UPDATE, DELETE, TRUNCATE.
-- People and essays are named by id only, so erasing a student keeps the trail without a name.
--
-- Laid out again for issue 15 (docs/decisions/0036): the refusing function first, the columns
-- grouped by what they say, the triggers beside the table. The schema it makes is the one this file
-- made before (same table, columns, indexes, function source and triggers; pg_dump compared).

-- Every change of a row (UPDATE, DELETE) and every TRUNCATE is refused.
CREATE FUNCTION account.audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the audit trail is append-only' USING ERRCODE = 'insufficient_privilege';
END
$$;

CREATE TABLE account.audit_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  -- who, from where: the school, the signed-in actor (none for the system) and their address
  school_id integer NOT NULL, actor_id integer, address text NOT NULL DEFAULT '',
  -- what was done, and to whom: ids only
  action text NOT NULL, student_id integer, subject_id integer,
  detail jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE TRIGGER audit_events_no_change BEFORE UPDATE OR DELETE ON account.audit_events
  FOR EACH ROW EXECUTE FUNCTION account.audit_events_append_only();
CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON account.audit_events
  FOR EACH STATEMENT EXECUTE FUNCTION account.audit_events_append_only();
CREATE INDEX audit_events_school_idx ON account.audit_events (school_id, at DESC);
CREATE INDEX audit_events_student_idx ON account.audit_events (student_id);
