import type { Caller } from '@essay/account';
import { AppError } from '@essay/contracts';
import type { ApiContext } from '../../context.ts';
import { sendJob, type JobUrgency } from '../../jobs/enqueue.ts';
import { GRADING_CHUNK, gradeEssayJob } from '../../jobs/grade-essay.job.ts';
import { ownerOfHomework } from '../../jobs/job-owner.repository.ts';
import { ownHomework, requireOwnHomework } from '../homeworks/homeworks.policy.ts';
import * as grading from './grading.repository.ts';
import { homeworkTopicSources, type TopicSources } from './topic-sources.service.ts';
import { loadGrader } from '../../engines/grader.ts';

/** `again`: every essay of the homework, corrected ones too (after the task changed, issue 29). */
export type GradingScope =
  { articleId: number } | { homeworkId: number; again?: true } | { everything: true };

/**
 * `free`: within the essay's free corrections (or corrections cost nothing here); `zero_level`:
 * blank, copied or off-topic, never charged; `paid`: points.
 */
export interface Planned {
  article: grading.GradableArticle;
  points: number;
  price: 'free' | 'zero_level' | 'paid';
}

/**
 * Blank, copied or off-topic essays get level 0 without a charge (rubrics.md: flags before credits),
 * decided by the engine's own decision with the same inputs as grading (model essays and the
 * homework's other essays included).
 */
async function isZeroLevel(
  article: grading.GradableArticle,
  homework: { name: string; instructions: string },
  topic: TopicSources,
): Promise<boolean> {
  const { decideEssay } = await loadGrader();
  const decision = decideEssay({ text: article.content, title: article.title }, homework, topic);
  // a suspected off-topic essay is scored but not charged: the teacher may still confirm its 0
  return decision.gate !== null || decision.offTopic !== null;
}

/**
 * An essay read by OCR waits for its transcript (issue 28): correct-all leaves it out, and one
 * essay is corrected before confirmation only when the teacher says so (`unconfirmedToo`).
 */
async function candidates(
  ctx: ApiContext,
  caller: Caller,
  scope: GradingScope,
  unconfirmedToo: boolean,
): Promise<grading.GradableArticle[]> {
  if ('articleId' in scope) {
    const article = await grading.findGradableArticle(ctx.db, caller.userId, scope.articleId);
    if (!article) throw new AppError('article_not_found', 'Article not found');
    if (article.status === 'grading')
      throw new AppError('article_grading', 'This essay is being corrected');
    if (article.status === 'not_submitted_yet')
      throw new AppError('article_not_submitted', 'This essay has not been submitted');
    if (article.files_pending > 0)
      throw new AppError('article_extracting', 'The text of this essay is still being extracted');
    if (article.ocr_unconfirmed && !unconfirmedToo)
      throw new AppError(
        'transcript_unconfirmed',
        'The text read from this essay is not confirmed yet; confirm it or correct it anyway',
      );
    return [article];
  }
  if ('again' in scope) {
    await requireOwnHomework(ctx, caller, scope.homeworkId);
    const all = await grading.listCorrectableArticles(ctx.db, caller.userId, scope.homeworkId);
    // Essays whose OCR text is not confirmed wait for it here too (issue 28).
    const ready = all.filter((article) => article.files_pending === 0 && !article.ocr_unconfirmed);
    if (ready.length === 0) {
      if (all.some((article) => article.files_pending > 0))
        throw new AppError('essays_extracting', 'The essays’ text is still being extracted');
      if (all.length > 0)
        throw new AppError(
          'transcript_unconfirmed',
          'The text read from this essay is not confirmed yet; confirm it or correct it anyway',
        );
      throw new AppError('nothing_to_correct', 'There are no submitted essays to correct');
    }
    return ready;
  }
  if ('homeworkId' in scope) await requireOwnHomework(ctx, caller, scope.homeworkId);
  const waiting = await grading.listWaitingArticles(
    ctx.db,
    caller.userId,
    'homeworkId' in scope ? scope.homeworkId : null,
  );
  const read = waiting.filter((article) => article.files_pending === 0);
  const ready = read.filter((article) => !article.ocr_unconfirmed);
  if (ready.length === 0) {
    if (read.length > 0)
      throw new AppError(
        'transcript_unconfirmed',
        'The text read from these essays is not confirmed yet',
      );
    throw waiting.length > 0
      ? new AppError('essays_extracting', 'The essays’ text is still being extracted')
      : new AppError('nothing_to_correct', 'There are no submitted essays to correct');
  }
  return ready;
}

/** The essays a correction would queue now, each with its price: what startGrading charges and the quote shows. */
export async function planGrading(
  ctx: ApiContext,
  caller: Caller,
  scope: GradingScope,
  unconfirmedToo = false,
): Promise<Planned[]> {
  const { free_image_article_grade_times: free, grade_point_per_article: price } =
    ctx.config.setting;
  const homeworks = new Map<number, { name: string; instructions: string }>();
  const topics = new Map<number, (articleId: number) => TopicSources>();
  const topicOf = async (article: grading.GradableArticle) => {
    if (!topics.has(article.homework_id))
      topics.set(article.homework_id, await homeworkTopicSources(ctx.db, article.homework_id));
    return topics.get(article.homework_id)!(article.id);
  };
  const plan: Planned[] = [];
  for (const article of await candidates(ctx, caller, scope, unconfirmedToo)) {
    if (!homeworks.has(article.homework_id))
      homeworks.set(article.homework_id, await ownHomework(ctx, caller, article.homework_id));
    const kind =
      article.grading_count < free || price === 0
        ? 'free'
        : (await isZeroLevel(article, homeworks.get(article.homework_id)!, await topicOf(article)))
          ? 'zero_level'
          : 'paid';
    plan.push({ article, points: kind === 'paid' ? price : 0, price: kind });
  }
  return plan;
}

/**
 * Queues corrections (spec §4, §9): free while an essay's grading_count is below the free
 * count, else `grade_point_per_article` points, charged with the key grade:<article>:<number> in
 * the same transaction as the job, so both happen or neither. Not enough points: nothing at all.
 * One essay asked for directly is corrected 'now', ahead of batches and re-runs (issue 17).
 */
export async function startGrading(
  ctx: ApiContext,
  caller: Caller,
  scope: GradingScope,
  urgency: JobUrgency = 'articleId' in scope ? 'now' : 'background',
  unconfirmedToo = false,
): Promise<{ queued: number; points: number }> {
  const plan = await planGrading(ctx, caller, scope, unconfirmedToo);
  const total = plan.reduce((sum, p) => sum + p.points, 0);
  const balance = total > 0 ? await ctx.account.getBalance(caller.userId) : 0;
  if (total > balance) {
    throw new AppError(
      'insufficient_points',
      `Not enough points: needed ${total}, balance ${balance}.`,
      { count: plan.length, needed: total, balance },
    );
  }
  if (plan.length === 0) return { queued: 0, points: 0 };
  const charged: string[] = [];
  try {
    return await ctx.db.transaction(async (tx) => {
      let queued = 0;
      let points = 0;
      const locked = await grading.lockArticles(
        tx,
        plan.map(({ article }) => article.id),
      );
      const started: (grading.NewGrading & { homeworkId: number })[] = [];
      for (const { article, points: cost } of plan) {
        const state = locked.find((row) => row.id === article.id);
        // Another click got here first: the essay is queued, or was even graded meanwhile (its
        // grading count moved on). Only the state this request was planned and priced on goes ahead.
        if (!state || state.status === 'grading' || state.status === 'not_submitted_yet') continue;
        if (state.grading_count !== article.grading_count) continue;
        const gradingNumber = state.grading_count + 1;
        const chargeKey = cost > 0 ? `grade:${article.id}:${gradingNumber}` : null;
        if (chargeKey) {
          await ctx.account.chargePoints(
            {
              userId: caller.userId,
              points: cost,
              serviceType: 'essay_grade',
              idempotencyKey: chargeKey,
            },
            { tx },
          );
          charged.push(chargeKey);
        }
        started.push({
          articleId: article.id,
          homeworkId: article.homework_id,
          gradingNumber,
          requestedBy: caller.userId,
          points: cost,
          chargeKey,
        });
        queued += 1;
        points += cost;
      }
      if (started.length === 0) return { queued, points };
      const gradingIds = await grading.insertGradings(tx, started);
      await grading.markArticlesGrading(
        tx,
        started.map((g) => g.articleId),
      );
      const gradingsOf = new Map<number, number[]>(); // homework → its new gradings, in order
      for (const g of started)
        gradingsOf.set(g.homeworkId, [
          ...(gradingsOf.get(g.homeworkId) ?? []),
          gradingIds.get(g.articleId)!,
        ]);
      // One job per chunk of a homework's essays: one turn, one fetch and the homework's shared
      // inputs read once for up to GRADING_CHUNK essays (issue 30, decision 0051).
      for (const [homeworkId, gradingIds] of gradingsOf) {
        const owner = await ownerOfHomework(tx, homeworkId);
        for (let i = 0; i < gradingIds.length; i += GRADING_CHUNK) {
          const chunk = gradingIds.slice(i, i + GRADING_CHUNK);
          await sendJob(ctx, tx, gradeEssayJob, { gradingIds: chunk }, owner, urgency, {
            singletonKey: `grading:${chunk[0]}`,
            size: chunk.length,
          });
        }
      }
      return { queued, points };
    });
  } catch (error) {
    // With an account service in another process the charges committed on their own: give them back.
    for (const key of charged) await ctx.account.refundCharge(key);
    throw error;
  }
}
