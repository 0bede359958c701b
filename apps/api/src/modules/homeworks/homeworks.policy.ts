import type { Caller } from '@essay/account';
import { foundOr } from '@essay/contracts';
import type { ApiContext } from '../../context.ts';
import {
  findTeacherHomework,
  findTeacherHomeworkId,
  type HomeworkRow,
} from './homeworks.repository.ts';

export const HOMEWORK_NOT_FOUND = 'Homework not found';

/** The caller's own homework, with its essays' counts; anyone else's answers 404, so other schools learn nothing. */
export async function ownHomework(
  ctx: ApiContext,
  caller: Caller,
  homeworkId: number,
): Promise<HomeworkRow> {
  const homework = await findTeacherHomework(ctx.db, caller.userId, homeworkId);
  return foundOr(homework, 'homework_not_found', HOMEWORK_NOT_FOUND);
}

/**
 * The homework is the caller's own (404 as in ownHomework otherwise), for a call that needs no
 * more of it: one indexed row, not the essays' counts (the file list's one-second poll, issue 30).
 */
export async function requireOwnHomework(
  ctx: ApiContext,
  caller: Caller,
  homeworkId: number,
): Promise<void> {
  foundOr(
    await findTeacherHomeworkId(ctx.db, caller.userId, homeworkId),
    'homework_not_found',
    HOMEWORK_NOT_FOUND,
  );
}
