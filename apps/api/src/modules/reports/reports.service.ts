import type { Caller } from '@essay/account';
import { AppError, ReportSchema } from '@essay/contracts';
import type { ApiContext } from '../../context.ts';
import { findArticle, type ArticleRow } from '../articles/articles.repository.ts';
import { requireOwnArticle } from '../articles/articles.service.ts';
import type { ReportLocale } from './report-labels.ts';
import { renderReportHtml } from './report-html.ts';
import { renderReportPdf } from './report-pdf.ts';
import { buildReportView, type ReportView } from './report-view.ts';

async function viewOf(ctx: ApiContext, row: ArticleRow & { graded_content?: string | null }, schoolId: number, locale: ReportLocale): Promise<ReportView> {
  if (row.report === null) throw new AppError('not_found', 'This essay has no report yet');
  const [extra] = await ctx.db.query<{ graded_content: string | null }>('SELECT graded_content FROM api.articles WHERE id = $1', [row.id]);
  return buildReportView(
    {
      articleId: row.id,
      homeworkId: row.homework_id,
      gradingCount: row.grading_count,
      title: row.title,
      studentName: row.student_name,
      status: row.status,
      gradedAt: row.graded_at,
      schoolName: await ctx.account.getSchoolName(schoolId),
      teacherSuggestion: row.teacher_suggestion,
      teacherOverride: row.teacher_override,
      gradedText: extra?.graded_content ?? row.content,
      report: ReportSchema.parse(row.report),
    },
    locale,
  );
}

export async function getReportHtml(ctx: ApiContext, caller: Caller, articleId: number, locale: ReportLocale): Promise<string> {
  const row = await requireOwnArticle(ctx, caller, articleId);
  return renderReportHtml(await viewOf(ctx, row, caller.schoolId, locale));
}

/** The PDF: through a signed link (a new tab sends no token), so the article is looked up directly. */
export async function getReportPdf(ctx: ApiContext, articleId: number, locale: ReportLocale): Promise<{ pdf: Buffer; fileName: string }> {
  const row = await findArticle(ctx.db, articleId);
  if (!row) throw new AppError('not_found', 'Article not found');
  const [homework] = await ctx.db.query<{ school_id: number }>('SELECT school_id FROM api.homeworks WHERE id = $1', [row.homework_id]);
  const pdf = await renderReportPdf(await viewOf(ctx, row, homework!.school_id, locale));
  return { pdf, fileName: `report-${row.homework_id}-${row.id}${row.student_name ? `-${row.student_name}` : ''}.pdf` };
}
