-- Issue 42 §1: the teacher's call on a suspected off-topic essay is remembered for the essay, so a
-- correction again (a fixed transcript, a retry) does not ask again or undo it (decision 0083).
-- Forgotten when the homework's task is reworded: the call was about the old task.
ALTER TABLE api.articles
  ADD COLUMN off_topic_decision text CHECK (off_topic_decision IN ('confirm', 'clear'));
