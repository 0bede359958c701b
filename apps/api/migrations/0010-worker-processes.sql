-- Issue 17: worker processes by role. Each worker process says it is alive every few seconds and
-- which jobs it is running, so the jobs of a worker that died (SIGKILL, lost machine) go back to
-- the queue within seconds instead of after pg-boss's expiry (5–15 minutes).
CREATE TABLE api.worker_processes (
  id text PRIMARY KEY,
  queues text NOT NULL,
  host text NOT NULL,
  pid integer NOT NULL,
  started_at timestamptz NOT NULL DEFAULT now(),
  seen_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE api.worker_jobs (
  job_id uuid PRIMARY KEY,
  worker_id text NOT NULL REFERENCES api.worker_processes(id) ON DELETE CASCADE,
  queue text NOT NULL,
  started_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX worker_jobs_worker_idx ON api.worker_jobs (worker_id);
