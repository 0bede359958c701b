import { ReportSchema } from '@essay/contracts';
import { splitEssayTitle } from '@essay/grader/light';
import type { ApiContext } from '../../context.ts';
import { rubricFor, type CorrectionEngine } from '../../engines/engine.ts';
import { privateNamesOf } from '../../engines/private-names.ts';
import { findArticleToGrade, setEssayTitle } from '../articles/articles.repository.ts';
import { listPageDoubts } from '../images/images.repository.ts';
import { shiftSpans, spansInEssay } from '../images/transcript.ts';
import { recordEngineUsage } from '../engines/engine-usage.repository.ts';
import * as grading from './grading.repository.ts';
import { topicSourcesOf } from './topic-sources.service.ts';

/**
 * Corrects one essay for one grading. Re-running it (after a restart) is harmless: a grading
 * that already ended is left alone, and only the essay's latest grading may write its report.
 */
export async function correctEssay(
  ctx: ApiContext,
  engine: CorrectionEngine,
  gradingId: number,
): Promise<void> {
  const row = await grading.findGrading(ctx.db, gradingId);
  if (!row || row.status === 'done' || row.status === 'failed') return;
  await grading.setGradingRunning(ctx.db, gradingId);
  // An essay erased since the grading was queued leaves nothing to correct.
  if (row.article_id === null) return;
  const article = await findArticleToGrade(ctx.db, row.article_id);
  if (!article) return;
  // The essay's own title line is its title, not a paragraph: the engine corrects the body.
  const essay = splitEssayTitle(article.content);
  if (essay.title) await setEssayTitle(ctx.db, article.id, essay.title);
  // Words the OCR doubted and the teacher has not confirmed are never the student's 錯別字 (issue 11 §6).
  const bodyAt = article.content.endsWith(essay.body)
    ? article.content.length - essay.body.length
    : -1;
  const pages = await listPageDoubts(ctx.db, article.id);
  const uncertain =
    bodyAt < 0 ? [] : shiftSpans(spansInEssay(article.content, pages), bodyAt, essay.body.length);
  const result = await engine.correct({
    text: essay.body,
    title: essay.title ?? article.title,
    homework: { name: article.name, instructions: article.instructions, rubric: article.rubric },
    ...(await topicSourcesOf(ctx.db, article.homework_id, article.id)),
    uncertain,
    // Read from a photo or scan: its indents were lost in reading, not left out by the student.
    layoutFromImage: pages.length > 0,
    teacherScored: await grading.listTeacherScored(
      ctx.db,
      article.homework_id,
      article.id,
      rubricFor(article.rubric, article.content, `${article.name}\n${article.instructions}`),
    ),
    privateNames: engine.name === 'builtin' ? [] : await privateNamesOf(ctx, article),
  });
  // Corrected before the teacher confirmed the transcript (issue 28): the report says so.
  const unconfirmed = pages.some((page) => page.spans.length > 0);
  const report = ReportSchema.parse(
    unconfirmed ? { ...result.report, transcriptUnconfirmed: true } : result.report,
  );
  await ctx.db.transaction(async (tx) => {
    if (
      !(await grading.finishGrading(tx, gradingId, {
        status: 'done',
        engine: `${report.engine.name}@${report.engine.version}`,
      }))
    )
      return;
    // What a model engine spent is recorded with the grading that ended, once.
    if (result.usage) await recordEngineUsage(tx, gradingId, article.id, result.usage);
    await grading.storeReport(tx, article.id, row.grading_number, {
      json: report,
      level: report.level,
      levelLabel: report.levelLabel,
      rubric: report.rubric,
      text: essay.body,
    });
  });
}

/** A grading that cannot finish: the essay shows why, and its points come back. */
export async function failGrading(
  ctx: ApiContext,
  gradingId: number,
  error: unknown,
): Promise<void> {
  const row = await grading.findGrading(ctx.db, gradingId);
  if (!row) return;
  const reason = `Correction failed: ${(error instanceof Error ? error.message : String(error)).slice(0, 300)}`;
  const ended = await ctx.db.transaction(async (tx) => {
    if (!(await grading.finishGrading(tx, gradingId, { status: 'failed', error: reason })))
      return false;
    if (row.article_id !== null)
      await grading.markArticleFailed(tx, row.article_id, row.grading_number, reason);
    return true;
  });
  if (ended && row.charge_key) await ctx.account.refundCharge(row.charge_key);
}
