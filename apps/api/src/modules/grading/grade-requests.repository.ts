import { first, run, type Db } from '@essay/db';
import { q } from '../../db/tables.ts';
import { failEssay } from './grading.repository.ts';

/** Remembers who asked to correct these essays once their text is extracted. */
export async function rememberGradeRequests(
  db: Db,
  articleIds: readonly number[],
  teacherId: number,
): Promise<void> {
  if (articleIds.length === 0) return;
  await run(
    db,
    q
      .updateTable('api.articles')
      .set({ grade_requested_by: teacherId })
      .where('id', 'in', [...articleIds]),
  );
}

/**
 * Takes the remembered request of an essay whose files are all read: exactly one caller gets the
 * teacher's id (two files finishing together cannot queue the essay twice).
 */
export async function takeReadyGradeRequest(
  db: Db,
  articleId: number,
): Promise<number | undefined> {
  const row = await first(
    db,
    q
      .updateTable('api.articles as a')
      .from(
        q
          .selectFrom('api.articles')
          .select('grade_requested_by as teacher_id')
          .where('id', '=', articleId)
          .as('old'),
      )
      .set({ grade_requested_by: null })
      .where('a.id', '=', articleId)
      .where('a.grade_requested_by', 'is not', null)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('api.homework_files as f')
              .select('f.id')
              .whereRef('f.article_id', '=', 'a.id')
              .where('f.extraction_status', 'in', ['pending', 'running']),
          ),
        ),
      )
      .returning('old.teacher_id'),
  );
  return row?.teacher_id ?? undefined;
}

/** A remembered correction that could not start (e.g. not enough points) shows why on the essay. */
export async function markGradeRequestRefused(
  db: Db,
  articleId: number,
  reason: string,
): Promise<void> {
  await run(db, failEssay(articleId, reason).where('status', 'in', ['submitted', 'failed']));
}
