-- Issue 31 item 2: a teacher's levels move the rest. When an essay's level was re-levelled from
-- the teacher's levels, the engine's own level and label are kept here ({"level", "label"}), so a
-- later re-level fits the engine's level again and not its own earlier result. A new correction
-- writes a new report and clears it.
ALTER TABLE api.articles ADD COLUMN relevelled_from jsonb;
