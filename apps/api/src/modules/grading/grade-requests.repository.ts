import type { Db } from '@essay/db';

/** Remembers who asked to correct these essays once their text is extracted. */
export async function rememberGradeRequests(db: Db, articleIds: readonly number[], teacherId: number): Promise<void> {
  if (articleIds.length === 0) return;
  await db.query('UPDATE api.articles SET grade_requested_by = $2 WHERE id = ANY($1::int[])', [[...articleIds], teacherId]);
}

/**
 * Takes the remembered request of an essay whose files are all read: exactly one caller gets the
 * teacher's id (two files finishing together cannot queue the essay twice).
 */
export async function takeReadyGradeRequest(db: Db, articleId: number): Promise<number | undefined> {
  const rows = await db.query<{ teacher_id: number }>(
    `UPDATE api.articles a SET grade_requested_by = NULL
     FROM (SELECT grade_requested_by AS teacher_id FROM api.articles WHERE id = $1) old
     WHERE a.id = $1 AND a.grade_requested_by IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM api.homework_files f WHERE f.article_id = a.id AND f.extraction_status IN ('pending', 'running'))
     RETURNING old.teacher_id`,
    [articleId],
  );
  return rows[0]?.teacher_id;
}

/** A remembered correction that could not start (e.g. not enough points) shows why on the essay. */
export async function markGradeRequestRefused(db: Db, articleId: number, reason: string): Promise<void> {
  await db.query(`UPDATE api.articles SET status = 'failed', failure_reason = $2, updated_at = now() WHERE id = $1 AND status IN ('submitted', 'failed')`, [articleId, reason]);
}
