-- Issue 30 (decision 0059): every worker's heartbeat looks for a remembered "correct all" whose
-- essay's files are all read (a worker killed between reading the last file and queueing the
-- essay left it so); the few essays with a remembered request are found by this index.
CREATE INDEX articles_grade_requested ON api.articles (id) WHERE grade_requested_by IS NOT NULL;
