-- Issue 41 (decision 0072): the usage report counts essays, not corrections. A correction
-- remembers which essay it was of: the essay's first version, so a student's revisions count with
-- the essay they revise. It stays after the essay is erased or expired (article_id goes NULL),
-- so the school's anonymous counts do not change then.
ALTER TABLE api.gradings ADD COLUMN essay_id integer;

WITH RECURSIVE chain (id, root) AS (
  SELECT id, id FROM api.articles WHERE revision_of IS NULL
  UNION ALL
  SELECT a.id, c.root FROM api.articles a JOIN chain c ON a.revision_of = c.id
)
UPDATE api.gradings g SET essay_id = chain.root FROM chain WHERE chain.id = g.article_id;

-- Filled from the essay, so every writer of gradings stays as it was: a revision's corrections
-- take the essay of the version it revises (which was corrected before it could be revised).
CREATE FUNCTION api.gradings_essay() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  revises integer;
BEGIN
  IF NEW.essay_id IS NULL AND NEW.article_id IS NOT NULL THEN
    SELECT revision_of INTO revises FROM api.articles WHERE id = NEW.article_id;
    IF revises IS NOT NULL THEN
      SELECT essay_id INTO NEW.essay_id FROM api.gradings
        WHERE article_id = revises AND essay_id IS NOT NULL LIMIT 1;
    END IF;
    NEW.essay_id := COALESCE(NEW.essay_id, revises, NEW.article_id);
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER gradings_essay BEFORE INSERT ON api.gradings FOR EACH ROW EXECUTE FUNCTION api.gradings_essay();
