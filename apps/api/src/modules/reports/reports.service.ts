import type { Caller } from '@essay/account';
import {
  AppError,
  ReportSchema,
  reviewReasons,
  buildReportView,
  shownLevelLabel,
  type ReportDocument,
  type ReportLocale,
} from '@essay/contracts';
import type { ApiContext } from '../../context.ts';
import { iso } from '../../http/present.ts';
import { findArticle, type ArticleRow } from '../articles/articles.repository.ts';
import { requireOwnArticle } from '../articles/articles.service.ts';
import { listDecisions } from '../corrections/corrections.repository.ts';
import { essayNumbers, pseudonymise } from './pseudonyms.ts';
import { renderReportHtml } from './report-html.ts';
import { findReportExtras, findStoredReport, listReportHistory } from './reports.repository.ts';

export const NO_REPORT = 'This essay has no report yet';

/**
 * The report document of one article: the engine's report with the article's header fields, the
 * teacher's decisions on its corrections and the essay's earlier reports. `gradingNumber` opens an
 * earlier report (its own text and decisions); the teacher's level and comment are the essay's.
 */
export async function documentOf(
  ctx: ApiContext,
  row: ArticleRow,
  gradingNumber?: number,
): Promise<ReportDocument> {
  const extras = await findReportExtras(ctx.db, row.id);
  if (row.report === null || !extras) throw new AppError('report_not_found', NO_REPORT);
  const current = extras.report_number ?? row.grading_count;
  let report = ReportSchema.parse(row.report);
  let text = extras.graded_content ?? row.content;
  let gradedAt = row.graded_at;
  const number = gradingNumber ?? current;
  const latest = report;
  if (number !== current) {
    const stored = await findStoredReport(ctx.db, row.id, number);
    if (!stored) throw new AppError('report_not_found', 'This essay has no such earlier report');
    report = ReportSchema.parse(stored.report);
    text = stored.graded_content;
    gradedAt = stored.graded_at;
  }
  const history = await listReportHistory(ctx.db, row.id);
  return {
    article: {
      id: row.id,
      homework_id: row.homework_id,
      title: row.title,
      student_name: row.student_name,
      status: row.status,
      grading_count: number,
      graded_at: gradedAt === null ? null : iso(gradedAt),
      teacher_suggestion: row.teacher_suggestion,
      teacher_override: row.teacher_override,
      school_name: await ctx.account.getSchoolName(extras.school_id),
      homework_name: extras.homework_name,
      review_reasons: reviewReasons(report, { ocrUnconfirmed: row.ocr_unconfirmed }),
    },
    graded_text: text,
    report,
    grading_number: number,
    decisions: await listDecisions(ctx.db, row.id, number),
    history: history.map((h) => ({
      grading_number: h.grading_number,
      // the essay's level now is the teacher's where set (issue 29); earlier reports keep theirs
      level_label:
        h.grading_number === current
          ? (shownLevelLabel({
              level_label: h.level_label,
              teacher_level: row.teacher_override?.level ?? null,
              report: latest,
            }) ?? h.level_label)
          : h.level_label,
      graded_at: iso(h.graded_at),
      current: h.grading_number === number,
    })),
  };
}

/** GET /articles/{id}/report.json: the teacher of the homework only. */
export async function getReportDocument(
  ctx: ApiContext,
  caller: Caller,
  articleId: number,
  gradingNumber?: number,
): Promise<ReportDocument> {
  return documentOf(ctx, await requireOwnArticle(ctx, caller, articleId), gradingNumber);
}

/** The interface language, and the comments' language (the essay's when not given). */
export interface ReportLanguages {
  locale: ReportLocale;
  feedback?: ReportLocale | undefined;
}

export async function getReportHtml(
  ctx: ApiContext,
  caller: Caller,
  articleId: number,
  { locale, feedback }: ReportLanguages,
): Promise<string> {
  return renderReportHtml(
    buildReportView(await getReportDocument(ctx, caller, articleId), locale, feedback),
  );
}

/** The PDF: through a signed link (a new tab sends no token), so the article is looked up directly. */
export async function getReportPdf(
  ctx: ApiContext,
  articleId: number,
  { locale, feedback }: ReportLanguages,
  pseudonymous = false,
): Promise<{ pdf: Buffer; fileName: string }> {
  const row = await findArticle(ctx.db, articleId);
  if (!row) throw new AppError('article_not_found', 'Article not found');
  let doc = await documentOf(ctx, row);
  if (pseudonymous)
    doc = pseudonymise(doc, (await essayNumbers(ctx, row.homework_id)).get(row.id) ?? 0);
  // pdfkit and its fonts' code (≈13 MB) load with the first PDF, not when the server starts (issue 30).
  const { renderReportPdf } = await import('./report-pdf.ts');
  const pdf = await renderReportPdf(buildReportView(doc, locale, feedback));
  const name = pseudonymous ? '' : row.student_name;
  return { pdf, fileName: `report-${row.homework_id}-${row.id}${name ? `-${name}` : ''}.pdf` };
}
