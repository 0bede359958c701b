import { ReportSchema, type Report, type Span } from '@essay/contracts';
import { splitEssayTitle } from '@essay/grader/light';
import type { ApiContext } from '../../context.ts';
import { rubricFor, type CorrectionEngine, type EngineUsage } from '../../engines/engine.ts';
import { privateNamesOf } from '../../engines/private-names.ts';
import {
  listArticlesToGrade,
  setEssayTitle,
  type ArticleToGrade,
} from '../articles/articles.repository.ts';
import { listPageDoubts } from '../images/images.repository.ts';
import { shiftSpans, spansInEssay } from '../images/transcript.ts';
import { withTeacherDecision } from '../off-topic/off-topic-report.ts';
import { recordEngineUsage } from '../engines/engine-usage.repository.ts';
import * as grading from './grading.repository.ts';
import { homeworkTopicSources, type TopicSources } from './topic-sources.service.ts';

/** A try in which some essays of a chunk failed: each grading with its own error. */
export class EssaysFailed extends Error {
  constructor(readonly byGrading: ReadonlyMap<number, unknown>) {
    const first = byGrading.values().next().value;
    super(
      `${byGrading.size} essay(s) failed: ${first instanceof Error ? first.message : String(first)}`,
    );
  }
}

/**
 * What the essays of one homework share, read once per chunk: its model essays and classmates'
 * essays, and the essays the teacher scored (per rubric). Each essay's inputs leave it out.
 */
function homeworkInputs(ctx: ApiContext) {
  const topics = new Map<number, Promise<(articleId: number) => TopicSources>>();
  const scored = new Map<string, Promise<grading.TeacherScored[]>>();
  return {
    topicOf: async (article: ArticleToGrade) => {
      if (!topics.has(article.homework_id))
        topics.set(article.homework_id, homeworkTopicSources(ctx.db, article.homework_id));
      return (await topics.get(article.homework_id)!)(article.id);
    },
    teacherScoredOf: async (article: ArticleToGrade) => {
      const rubric = rubricFor(
        article.rubric,
        article.content,
        `${article.name}\n${article.instructions}`,
      );
      const key = `${article.homework_id}:${rubric}`;
      if (!scored.has(key))
        scored.set(key, grading.listTeacherScored(ctx.db, article.homework_id, rubric));
      return (await scored.get(key)!)
        .filter((s) => s.articleId !== article.id)
        .map(({ articleId: _, ...s }) => s);
    },
  };
}
type HomeworkInputs = ReturnType<typeof homeworkInputs>;

/**
 * Corrects the essays of a chunk of gradings, one after the other, and stores their reports in
 * one transaction (one commit per chunk, not per essay: issue 30, decision 0053). Re-running it (a
 * retry, a restart) is harmless: a grading that already ended is left alone, and only the essay's
 * latest grading may write its report. An essay that fails does not stop the others; the try then
 * fails with each failed grading's error (EssaysFailed), and the retry corrects those only.
 */
export async function correctEssays(
  ctx: ApiContext,
  engine: CorrectionEngine,
  gradingIds: readonly number[],
): Promise<void> {
  const open = await grading.startGradings(ctx.db, gradingIds);
  if (!open.some((row) => row.article_id !== null)) return;
  const articles = await listArticlesToGrade(
    ctx.db,
    open.flatMap((row) => (row.article_id === null ? [] : [row.article_id])),
  );
  const pages = await listPageDoubts(
    ctx.db,
    articles.map((a) => a.id),
  );
  const inputs = homeworkInputs(ctx);
  const failed = new Map<number, unknown>();
  const corrected: CorrectedEssay[] = [];
  for (const id of gradingIds) {
    const row = open.find((r) => r.id === id);
    // An essay erased since the grading was queued leaves nothing to correct.
    const article = row && articles.find((a) => a.id === row.article_id);
    if (!row || !article) continue;
    try {
      const ownPages = pages.filter((page) => page.articleId === article.id);
      corrected.push(await correctOne(ctx, engine, { row, article, pages: ownPages }, inputs));
    } catch (error) {
      failed.set(id, error);
    }
  }
  try {
    await storeReports(ctx, corrected);
  } catch (error) {
    for (const essay of corrected) failed.set(essay.row.id, error);
  }
  if (failed.size > 0) throw new EssaysFailed(failed);
}

/** An essay the engine has corrected, with what its grading stores. */
interface CorrectedEssay {
  row: grading.GradingRow;
  articleId: number;
  /** The text that was corrected (the essay without its title line). */
  body: string;
  report: Report;
  usage: EngineUsage | null;
}

async function correctOne(
  ctx: ApiContext,
  engine: CorrectionEngine,
  essay: {
    row: grading.GradingRow;
    article: ArticleToGrade;
    /**
     * The essay's pages read by OCR, with the spans the teacher has not confirmed and those
     * 「確認其餘」 accepted unseen.
     */
    pages: { text: string; spans: Span[]; unreviewed: Span[] }[];
  },
  inputs: HomeworkInputs,
): Promise<CorrectedEssay> {
  const { row, article, pages } = essay;
  // The essay's own title line is its title, not a paragraph: the engine corrects the body.
  const split = splitEssayTitle(article.content);
  if (split.title) await setEssayTitle(ctx.db, article.id, split.title);
  // Words the OCR doubted and the teacher has not confirmed are never the student's 錯別字 (issue 11 §6).
  const bodyAt = article.content.endsWith(split.body)
    ? article.content.length - split.body.length
    : -1;
  // Nor are the words 「確認其餘」 accepted unseen: they are not quoted as the student's (issue 43 §5).
  const doubts = pages.map((page) => ({
    text: page.text,
    spans: [...page.spans, ...page.unreviewed],
  }));
  const uncertain =
    bodyAt < 0 ? [] : shiftSpans(spansInEssay(article.content, doubts), bodyAt, split.body.length);
  const result = await engine.correct({
    text: split.body,
    title: split.title ?? article.title,
    homework: { name: article.name, instructions: article.instructions, rubric: article.rubric },
    ...(await inputs.topicOf(article)),
    uncertain,
    // Read from a photo or scan: its indents were lost in reading, not left out by the student.
    layoutFromImage: pages.length > 0,
    teacherScored: await inputs.teacherScoredOf(article),
    privateNames: engine.name === 'builtin' ? [] : await privateNamesOf(ctx, article),
  });
  // Corrected before the teacher confirmed the transcript (issue 28): the report says so.
  const unconfirmed = pages.some((page) => page.spans.length > 0);
  const unseen =
    bodyAt < 0
      ? []
      : shiftSpans(
          spansInEssay(
            article.content,
            pages.map((page) => ({ text: page.text, spans: page.unreviewed })),
          ),
          bodyAt,
          split.body.length,
        );
  // The teacher's off-topic call on this essay stands across corrections (decision 0083).
  const report = ReportSchema.parse({
    ...withTeacherDecision(result.report, article.off_topic_decision),
    ...(unconfirmed && { transcriptUnconfirmed: true }),
    ...(unseen.length > 0 && { transcriptUnreviewed: unseen }),
  });
  return { row, articleId: article.id, body: split.body, report, usage: result.usage };
}

/** Ends each grading and stores its report, all in one transaction. */
async function storeReports(ctx: ApiContext, essays: readonly CorrectedEssay[]): Promise<void> {
  if (essays.length === 0) return;
  await ctx.db.transaction(async (tx) => {
    for (const { row, articleId, body, report, usage } of essays) {
      const ended = await grading.finishWithReport(
        tx,
        {
          id: row.id,
          articleId,
          gradingNumber: row.grading_number,
          engine: `${report.engine.name}@${report.engine.version}`,
        },
        {
          json: report,
          level: report.level,
          levelLabel: report.levelLabel,
          rubric: report.rubric,
          text: body,
        },
      );
      // What a model engine spent is recorded with the grading that ended, once.
      if (ended && usage) await recordEngineUsage(tx, row.id, articleId, usage);
    }
  });
}

/** Gradings of a chunk that cannot finish: each essay shows why (its own error), and its points come back. */
export async function failGradings(
  ctx: ApiContext,
  gradingIds: readonly number[],
  error: unknown,
): Promise<void> {
  for (const id of gradingIds)
    await failGrading(
      ctx,
      id,
      error instanceof EssaysFailed ? (error.byGrading.get(id) ?? error) : error,
    );
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
