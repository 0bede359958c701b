import type { Caller } from '@essay/account';
import { foundOr } from '@essay/contracts';
import type { ApiContext } from '../../context.ts';
import { findTeacherHomework, type HomeworkRow } from './homeworks.repository.ts';

export const HOMEWORK_NOT_FOUND = 'Homework not found';

/** The caller's own homework; anyone else's answers 404, so other schools learn nothing. */
export async function requireOwnHomework(
  ctx: ApiContext,
  caller: Caller,
  homeworkId: number,
): Promise<HomeworkRow> {
  const homework = await findTeacherHomework(ctx.db, caller.userId, homeworkId);
  return foundOr(homework, 'homework_not_found', HOMEWORK_NOT_FOUND);
}
