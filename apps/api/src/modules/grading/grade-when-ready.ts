import type { Caller } from '@essay/account';
import { AppError, ROLE, type GradingQuote } from '@essay/contracts';
import type { ApiContext } from '../../context.ts';
import { requireOwnHomework } from '../homeworks/homeworks.policy.ts';
import * as requests from './grade-requests.repository.ts';
import * as grading from './grading.repository.ts';
import { planGrading, startGrading, type GradingScope } from './grading.service.ts';

export type CorrectAllScope = { homeworkId: number } | { everything: true };

/**
 * "Correct all" (issue 12): corrects the essays that are ready now, as `startGrading` does, and
 * remembers the ones whose text is still being extracted; those are queued by `gradeWhenReady`
 * as soon as their last file is read, priced and charged by the same rules, once.
 * `waiting` counts the remembered essays.
 */
/**
 * The essays a correct-all would leave for later: submitted, but their text is still being read
 * (`extracting`), or read by OCR and not yet confirmed by the teacher (`unconfirmed`, issue 28).
 */
async function leftForLater(
  ctx: ApiContext,
  caller: Caller,
  scope: CorrectAllScope,
): Promise<{ extracting: number[]; unconfirmed: number; anyReady: boolean }> {
  const homeworkId = 'homeworkId' in scope ? scope.homeworkId : null;
  if (homeworkId !== null) await requireOwnHomework(ctx, caller, homeworkId);
  const waiting = await grading.listWaitingArticles(ctx.db, caller.userId, homeworkId);
  const extracting = waiting
    .filter((article) => article.files_pending > 0)
    .map((article) => article.id);
  const unconfirmed = waiting.filter(
    (article) => article.files_pending === 0 && article.ocr_unconfirmed,
  ).length;
  // Nothing waiting counts as "ready": startGrading then gives the spec's refusal.
  return {
    extracting,
    unconfirmed,
    anyReady: extracting.length + unconfirmed < waiting.length || waiting.length === 0,
  };
}

export async function correctAll(
  ctx: ApiContext,
  caller: Caller,
  scope: CorrectAllScope,
): Promise<{ queued: number; points: number; waiting: number; unconfirmed: number }> {
  const { extracting, unconfirmed, anyReady } = await leftForLater(ctx, caller, scope);
  const started = anyReady ? await startGrading(ctx, caller, scope) : { queued: 0, points: 0 };
  await requests.rememberGradeRequests(ctx.db, extracting, caller.userId);
  // An essay whose extraction finished between the listing and now would otherwise wait forever.
  for (const articleId of extracting) await gradeWhenReady(ctx, articleId);
  return { ...started, waiting: extracting.length, unconfirmed };
}

/**
 * Called when a file's text is extracted: queues the essay if a correction was asked for meanwhile.
 * The request is answered by the queueing's own transaction, or forgotten when the correction is
 * refused (shown on the essay) or waits for its transcript to be confirmed (issue 28).
 */
export async function gradeWhenReady(ctx: ApiContext, articleId: number): Promise<void> {
  const teacherId = await requests.findReadyGradeRequest(ctx.db, articleId);
  if (teacherId === undefined) return;
  // startGrading reads only the caller's user id (ownership, balance, charge).
  const teacher: Caller = {
    userId: teacherId,
    schoolId: 0,
    role: ROLE.teacher,
    username: '',
    memberStatus: 'active',
  };
  try {
    const { queued } = await startGrading(ctx, teacher, { articleId }, 'background');
    // Queued: answered in the queueing's transaction. Not queued: another click got there first.
    if (queued === 0) await requests.forgetGradeRequest(ctx.db, articleId);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    // Already being corrected (another click) is fine, and an essay whose transcript is still to
    // confirm shows that itself (issue 28); any other refusal is shown on the essay.
    if (error.code !== 'conflict' && error.code !== 'transcript_unconfirmed')
      await requests.markGradeRequestRefused(ctx.db, articleId, error.message);
    await requests.forgetGradeRequest(ctx.db, articleId);
  }
}

/**
 * Queues the essays whose "correct all" was remembered and whose files are all read, but which no
 * one queued: the worker that read the last file died before it could (decision 0059). Every
 * worker's heartbeat looks; the essays are queued once whoever looks. Answers how many it tried.
 */
export async function gradeReadyRequests(ctx: ApiContext, limit = 50): Promise<number> {
  const ready = await requests.listReadyGradeRequests(ctx.db, limit);
  for (const articleId of ready) await gradeWhenReady(ctx, articleId);
  return ready.length;
}

/** The price of a correction before the teacher confirms it, from the same plan startGrading charges. */
export async function quoteGrading(
  ctx: ApiContext,
  caller: Caller,
  scope: GradingScope,
): Promise<GradingQuote> {
  const { extracting, unconfirmed, anyReady } =
    'articleId' in scope || 'again' in scope
      ? { extracting: [], unconfirmed: 0, anyReady: true }
      : await leftForLater(ctx, caller, scope);
  // One essay is priced as it would be corrected anyway; the answer says it is unconfirmed.
  const plan = anyReady ? await planGrading(ctx, caller, scope, true) : [];
  return {
    essays: plan.length,
    free: plan.filter((planned) => planned.price === 'free').length,
    uncharged: plan.filter((planned) => planned.price === 'zero_level').length,
    points: plan.reduce((sum, planned) => sum + planned.points, 0),
    balance: await ctx.account.getBalance(caller.userId),
    waiting: extracting.length,
    unconfirmed:
      'articleId' in scope
        ? plan.filter((planned) => planned.article.ocr_unconfirmed).length
        : unconfirmed,
  };
}
