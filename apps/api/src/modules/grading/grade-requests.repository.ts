import { findQuery, listQuery, run, statement, type Db } from '@essay/db';
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

/** Essays with a remembered request and no file pending or running: ready to be queued. */
function readyRequests() {
  return q
    .selectFrom('api.articles as a')
    .where('a.grade_requested_by', 'is not', null)
    .where(countEssayFiles(['pending', 'running']), '=', 0);
}

/**
 * Who asked to correct this essay, when its files are all read; undefined when no request is
 * remembered or a file is still being read. The request is not taken here: queueing the essay
 * answers it in the same transaction (`markArticlesGrading`), so a worker killed in between
 * leaves it for the next look (`listReadyGradeRequests`), and two callers at once queue it once.
 */
export const findReadyGradeRequest = findQuery(
  (articleId: number) =>
    readyRequests().select('a.grade_requested_by as teacher_id').where('a.id', '=', articleId),
  (row) => row?.teacher_id ?? undefined,
);

/** Essays with a remembered request whose files are all read: what a lost queueing left. */
export const listReadyGradeRequests = listQuery(
  (limit: number) => readyRequests().select('a.id').orderBy('a.id').limit(limit),
  (row) => row.id,
);

/** The remembered request is answered without a correction (refused, or a transcript to confirm). */
export const forgetGradeRequest = statement((articleId: number) =>
  q.updateTable('api.articles').set({ grade_requested_by: null }).where('id', '=', articleId),
);

/** A remembered correction that could not start (e.g. not enough points) shows why on the essay. */
export const markGradeRequestRefused = statement((articleId: number, reason: string) =>
  failEssay(articleId, reason).where('status', 'in', ['submitted', 'failed']),
);
