-- Issue 13 (administrators): the usage report reads finished corrections by time.
CREATE INDEX gradings_finished_idx ON api.gradings (finished_at) WHERE status = 'done';
CREATE INDEX articles_graded_idx ON api.articles (graded_at) WHERE status = 'graded';
