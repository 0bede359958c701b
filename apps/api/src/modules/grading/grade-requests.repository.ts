import { findQuery, run, statement, type Db } from '@essay/db';
import { q } from '../../db/tables.ts';
import { countEssayFiles } from '../files/files.repository.ts';
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
export const takeReadyGradeRequest = findQuery(
  (articleId: number) =>
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
      .where(countEssayFiles(['pending', 'running']), '=', 0)
      .returning('old.teacher_id'),
  (row) => row?.teacher_id ?? undefined,
);

/** A remembered correction that could not start (e.g. not enough points) shows why on the essay. */
export const markGradeRequestRefused = statement((articleId: number, reason: string) =>
  failEssay(articleId, reason).where('status', 'in', ['submitted', 'failed']),
);
