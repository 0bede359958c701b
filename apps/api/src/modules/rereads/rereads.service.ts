import type { Caller } from '@essay/account';
import {
  AppError,
  compareRevision,
  foundOr,
  ReportSchema,
  type Reread,
  type RereadAnswerKind,
  type StudentReport,
} from '@essay/contracts';
import { listUnder } from '@essay/db';
import type { ApiContext } from '../../context.ts';
import { iso, isoOrNull } from '../../http/present.ts';
import { findArticle } from '../articles/articles.repository.ts';
import { startGrading } from '../grading/grading.service.ts';
import { requireOwnHomework } from '../homeworks/homeworks.policy.ts';
import { documentOf } from '../reports/reports.service.ts';
import { isReleasedToStudent } from '../submissions/submissions.repository.ts';
import * as rereads from './rereads.repository.ts';

const REPORT_NOT_FOUND = 'Report not found';

function presentReread(row: rereads.RereadRow): Reread {
  return {
    id: row.id,
    article_id: row.article_id,
    article_title: row.article_title,
    student_name: row.student_name,
    note: row.note,
    created_at: iso(row.created_at),
    answer: row.answer,
    reply: row.reply,
    answered_at: isoOrNull(row.answered_at),
  };
}

/** A student reaches only their own corrected essay, and only once its homework's reports are released. */
async function requireReleasedOwnArticle(ctx: ApiContext, caller: Caller, articleId: number) {
  const released = await isReleasedToStudent(ctx.db, caller.userId, articleId);
  return foundOr(
    released ? await findArticle(ctx.db, articleId) : undefined,
    'report_not_found',
    REPORT_NOT_FOUND,
  );
}

/**
 * GET /student/articles/{id}/report: the report document (the teacher's review flags are the
 * teacher's, not shown), how a revision moved from the essay it revises, and the re-read requests.
 */
export async function getStudentReport(
  ctx: ApiContext,
  caller: Caller,
  articleId: number,
): Promise<StudentReport> {
  const row = await requireReleasedOwnArticle(ctx, caller, articleId);
  const document = await documentOf(ctx, row);
  const previous =
    row.revision_of === null ? undefined : await findArticle(ctx.db, row.revision_of);
  const earlier = previous?.report ? ReportSchema.safeParse(previous.report) : undefined;
  return {
    ...document,
    article: { ...document.article, review_reasons: [] },
    revision:
      previous && earlier?.success
        ? compareRevision(previous.id, earlier.data, document.report)
        : null,
    rereads: (await rereads.listArticleRereads(ctx.db, articleId)).map(presentReread),
  };
}

export async function requestReread(
  ctx: ApiContext,
  caller: Caller,
  articleId: number,
  note: string,
): Promise<Reread> {
  await requireReleasedOwnArticle(ctx, caller, articleId);
  const id = await rereads.insertReread(ctx.db, articleId, caller.userId, note);
  if (id === undefined)
    throw new AppError('reread_pending', 'Your earlier request is still waiting for the teacher');
  return presentReread(
    (await rereads.listArticleRereads(ctx.db, articleId)).find((r) => r.id === id)!,
  );
}

/** The re-read requests of the caller's own homework. */
export const listRereads = listUnder(
  requireOwnHomework,
  rereads.listHomeworkRereads,
  presentReread,
);

/**
 * The teacher's answer. `regraded` corrects the essay again first (priced and charged like any
 * correction; a refusal leaves the request open); `overridden` needs the teacher's own scores on
 * the essay (set on the report page).
 */
export async function answerReread(
  ctx: ApiContext,
  caller: Caller,
  id: number,
  answer: RereadAnswerKind,
  reply: string,
): Promise<Reread> {
  const row = await rereads.findTeacherReread(ctx.db, caller.userId, id);
  if (!row) throw new AppError('reread_not_found', 'Re-read request not found');
  if (row.answered_at !== null)
    throw new AppError('reread_answered', 'This request has been answered');
  if (answer === 'overridden') {
    const article = await findArticle(ctx.db, row.article_id);
    if (!article?.teacher_override)
      throw new AppError(
        'reread_override_first',
        'Set your own scores on the report first, then answer',
      );
  }
  if (answer === 'regraded') await startGrading(ctx, caller, { articleId: row.article_id });
  if (!(await rereads.answerReread(ctx.db, id, caller.userId, answer, reply)))
    throw new AppError('reread_answered', 'This request has been answered');
  return presentReread((await rereads.findTeacherReread(ctx.db, caller.userId, id))!);
}
