import {
  ArticleSchema,
  ClassSummaryDocumentSchema,
  type AddCorrection,
  type ClassSummaryDocument,
  type DecideCorrection,
  type Span,
  ImagePagesSchema,
  ReportDocumentSchema,
  type Article,
  type ImagePage,
  type OffTopicDecision,
  type ReportDocument,
  type TeacherOverride,
} from '@essay/contracts';
import type { Locale } from '../../i18n/locale.ts';
import { apiRequest } from '../../lib/http/api-client.ts';

/** Reports are rendered in the interface languages. */
export type ReportLocale = Locale;

export { REPORT_QUERY_ROOT, reportKeys } from '../../lib/queries/report-keys.ts';

/** The report document (JSON): the page and the print view draw it through `buildReportView`. */
export function fetchReportDocument(id: number, grading?: number): Promise<ReportDocument> {
  return apiRequest(
    `/articles/${id}/report.json${grading ? `?grading=${grading}` : ''}`,
    ReportDocumentSchema,
  );
}

/** Accept, reject or edit one of the engine's corrections; answers the updated report document. */
export function decideCorrection(
  id: number,
  index: number,
  decision: DecideCorrection,
): Promise<ReportDocument> {
  return apiRequest(`/teacher/articles/${id}/corrections/${index}`, ReportDocumentSchema, {
    method: 'PUT',
    body: decision,
  });
}

export function addCorrection(id: number, correction: AddCorrection): Promise<ReportDocument> {
  return apiRequest(`/teacher/articles/${id}/corrections`, ReportDocumentSchema, {
    method: 'POST',
    body: correction,
  });
}

export function removeCorrection(id: number, decisionId: number): Promise<ReportDocument> {
  return apiRequest(
    `/teacher/articles/${id}/corrections/added/${decisionId}`,
    ReportDocumentSchema,
    { method: 'DELETE' },
  );
}

/** Confirms one word the OCR doubted, or fixes it with `replacement`. */
export async function confirmWord(
  id: number,
  imageId: number,
  span: Span,
  replacement?: string,
): Promise<ImagePage[]> {
  const body = replacement === undefined ? span : { ...span, replacement };
  return (
    await apiRequest(`/teacher/articles/${id}/images/${imageId}/confirm`, ImagePagesSchema, {
      method: 'PATCH',
      body,
    })
  ).images;
}

/** Confirms every word still doubted on the essay's pages (issue 28). */
export async function confirmAllWords(id: number): Promise<ImagePage[]> {
  return (
    await apiRequest(`/teacher/articles/${id}/images/confirm-all`, ImagePagesSchema, {
      method: 'PATCH',
    })
  ).images;
}

export function fetchClassSummary(
  homeworkId: number,
  pseudonymous = false,
): Promise<ClassSummaryDocument> {
  const query = pseudonymous ? '?pseudonymous=1' : '';
  return apiRequest(
    `/teacher/homeworks/${homeworkId}/summary.json${query}`,
    ClassSummaryDocumentSchema,
  );
}

export async function fetchImagePages(id: number): Promise<ImagePage[]> {
  return (await apiRequest(`/teacher/articles/${id}/images`, ImagePagesSchema)).images;
}

/** Spec §4: saving sends the image order and every image's content together. */
export async function saveImagePages(
  id: number,
  order: readonly number[],
  contents: Readonly<Record<number, string>>,
): Promise<ImagePage[]> {
  const body = {
    images: order,
    contents: Object.fromEntries(
      order.map((imageId) => [String(imageId), contents[imageId] ?? '']),
    ),
  };
  return (
    await apiRequest(`/teacher/articles/${id}/images`, ImagePagesSchema, { method: 'PATCH', body })
  ).images;
}

export function saveSuggestion(id: number, suggestion: string): Promise<Article> {
  return apiRequest(`/teacher/articles/${id}`, ArticleSchema, {
    method: 'PATCH',
    body: { teacher_suggestion: suggestion },
  });
}

export function saveOverride(id: number, override: TeacherOverride): Promise<Article> {
  return apiRequest(`/teacher/articles/${id}/override`, ArticleSchema, {
    method: 'PATCH',
    body: override,
  });
}

/** The signed PDF link of the article in the given locale and comment language (new tab). */
export function reportPdfUrl(
  article: Article,
  locale: ReportLocale,
  feedback: ReportLocale | null = null,
  pseudonymous = false,
): string | null {
  // The pseudonymous link is signed with its `pseudonymous=1`: that parameter is already in it.
  const link = pseudonymous
    ? article.report_download_pseudonymous_url
    : article.report_download_url;
  if (!link) return null;
  const glue = link.includes('?') ? '&' : '?';
  return `${link}${glue}locale=${locale}${feedback ? `&feedback=${feedback}` : ''}`;
}

/** Issue 42: the teacher's call on a suspected off-topic essay (confirm: level 0; clear: keep the level). */
export function decideOffTopic(
  id: number,
  decision: OffTopicDecision['decision'],
): Promise<Article> {
  return apiRequest(`/teacher/articles/${id}/off-topic`, ArticleSchema, {
    method: 'PATCH',
    body: { decision },
  });
}
