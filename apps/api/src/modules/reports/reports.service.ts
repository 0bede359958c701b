import type { Caller } from '@essay/account';
import { AppError, ReportSchema, reviewReasons, buildReportView, type ReportDocument, type ReportLocale } from '@essay/contracts';
import type { ApiContext } from '../../context.ts';
import { findArticle, type ArticleRow } from '../articles/articles.repository.ts';
import { requireOwnArticle } from '../articles/articles.service.ts';
import { renderReportHtml } from './report-html.ts';
import { renderReportPdf } from './report-pdf.ts';
import { findReportExtras } from './reports.repository.ts';

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

/** The report document of one article: the engine's report with the article's header fields. */
async function documentOf(ctx: ApiContext, row: ArticleRow): Promise<ReportDocument> {
  const extras = await findReportExtras(ctx.db, row.id);
  if (row.report === null || !extras) throw new AppError('report_not_found', 'This essay has no report yet');
  const report = ReportSchema.parse(row.report);
  return {
    article: {
      id: row.id,
      homework_id: row.homework_id,
      title: row.title,
      student_name: row.student_name,
      status: row.status,
      grading_count: row.grading_count,
      graded_at: iso(row.graded_at),
      teacher_suggestion: row.teacher_suggestion,
      teacher_override: row.teacher_override,
      school_name: await ctx.account.getSchoolName(extras.school_id),
      review_reasons: reviewReasons(report, { ocrUnconfirmed: row.ocr_unconfirmed }),
    },
    graded_text: extras.graded_content ?? row.content,
    report,
  };
}

/** GET /articles/{id}/report.json: the teacher of the homework only. */
export async function getReportDocument(ctx: ApiContext, caller: Caller, articleId: number): Promise<ReportDocument> {
  return documentOf(ctx, await requireOwnArticle(ctx, caller, articleId));
}

/** The interface language, and the comments' language (the essay's when not given). */
export interface ReportLanguages {
  locale: ReportLocale;
  feedback?: ReportLocale | undefined;
}

export async function getReportHtml(ctx: ApiContext, caller: Caller, articleId: number, { locale, feedback }: ReportLanguages): Promise<string> {
  return renderReportHtml(buildReportView(await getReportDocument(ctx, caller, articleId), locale, feedback));
}

/** The PDF: through a signed link (a new tab sends no token), so the article is looked up directly. */
export async function getReportPdf(ctx: ApiContext, articleId: number, { locale, feedback }: ReportLanguages): Promise<{ pdf: Buffer; fileName: string }> {
  const row = await findArticle(ctx.db, articleId);
  if (!row) throw new AppError('article_not_found', 'Article not found');
  const pdf = await renderReportPdf(buildReportView(await documentOf(ctx, row), locale, feedback));
  return { pdf, fileName: `report-${row.homework_id}-${row.id}${row.student_name ? `-${row.student_name}` : ''}.pdf` };
}
