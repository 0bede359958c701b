import type { Caller } from '@essay/account';
import { AppError, ReportSchema, type Article, type OffTopicDecision } from '@essay/contracts';
import type { ApiContext } from '../../context.ts';
import type { ApiCaller } from '../../http/caller.ts';
import { recordEvent, type Actor } from '../audit/audit.service.ts';
import { getArticle, requireOwnArticle } from '../articles/articles.service.ts';
import { clearedOffTopic, confirmedOffTopic } from './off-topic-report.ts';
import { setDecidedReport, setKeptReport } from './off-topic.repository.ts';

const NOT_SUSPECTED =
  'This essay is not waiting for an off-topic decision (it was decided, or corrected again)';

/**
 * The teacher's call on a suspected off-topic essay (issue 42 §1), in one step: `confirm` gives it
 * 0 with the measured reason, `clear` keeps the engine's level and leaves no trace of the flag in
 * the report (page, PDF, the student's view). Free: no engine runs. Recorded on the audit trail as
 * a `level.change` with `by` saying which.
 */
export async function decideOffTopic(
  ctx: ApiContext,
  caller: ApiCaller & Caller,
  actor: Actor,
  articleId: number,
  input: OffTopicDecision,
): Promise<Article> {
  const row = await requireOwnArticle(ctx, caller, articleId);
  const parsed = row.report === null ? null : ReportSchema.safeParse(row.report);
  const engine = parsed?.success ? parsed.data : null;
  const suspect = engine?.offTopicSuspect;
  if (!engine || !suspect) throw new AppError('not_off_topic_suspect', NOT_SUSPECTED);
  const report =
    input.decision === 'confirm' ? confirmedOffTopic(engine, suspect) : clearedOffTopic(engine);
  const decided = { articleId, gradingNumber: row.grading_count, report, decision: input.decision };
  await ctx.db.transaction(async (tx) => {
    if (!(await setDecidedReport(tx, decided)))
      throw new AppError('not_off_topic_suspect', NOT_SUSPECTED);
    await setKeptReport(tx, decided);
  });
  await recordEvent(
    ctx,
    actor,
    'level.change',
    { articleId },
    {
      detail: {
        level: report.level,
        from: engine.level,
        by: input.decision === 'confirm' ? 'off_topic_confirmed' : 'off_topic_cleared',
      },
    },
  );
  return getArticle(ctx, caller, articleId);
}
