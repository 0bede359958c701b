import {
  ArticleSchema,
  ImagePageSchema,
  ReportDocumentSchema,
  type Article,
  type ImagePage,
  type ReportDocument,
  type TeacherOverride,
} from '@essay/contracts';
import { z } from 'zod';
import type { Locale } from '../../i18n/locale.ts';
import { apiRequest } from '../../lib/http/api-client.ts';

/** Reports are rendered in the interface languages. */
export type ReportLocale = Locale;

export const REPORT_QUERY_ROOT = 'report' as const;

export const reportKeys = {
  article: (id: number) => [REPORT_QUERY_ROOT, 'article', id] as const,
  document: (id: number) => [REPORT_QUERY_ROOT, 'document', id] as const,
  images: (id: number) => [REPORT_QUERY_ROOT, 'images', id] as const,
};

const ImagesSchema = z.object({ images: z.array(ImagePageSchema) });

/** The report document (JSON): the page and the print view draw it through `buildReportView`. */
export function fetchReportDocument(id: number): Promise<ReportDocument> {
  return apiRequest(`/articles/${id}/report.json`, ReportDocumentSchema);
}

export function fetchReportArticle(id: number): Promise<Article> {
  return apiRequest(`/teacher/articles/${id}`, ArticleSchema);
}

export async function fetchImagePages(id: number): Promise<ImagePage[]> {
  return (await apiRequest(`/teacher/articles/${id}/images`, ImagesSchema)).images;
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
    await apiRequest(`/teacher/articles/${id}/images`, ImagesSchema, { method: 'PATCH', body })
  ).images;
}

export function saveSuggestion(id: number, suggestion: string): Promise<Article> {
  return apiRequest(`/teacher/articles/${id}`, ArticleSchema, {
    method: 'PATCH',
    body: { teacher_suggestion: suggestion },
  });
}

/** The teacher names the essay (its own title line, else homework_N, until then). */
export function saveTitle(id: number, title: string): Promise<Article> {
  return apiRequest(`/teacher/articles/${id}/title`, ArticleSchema, {
    method: 'PATCH',
    body: { title },
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
): string | null {
  if (!article.report_download_url) return null;
  const glue = article.report_download_url.includes('?') ? '&' : '?';
  return `${article.report_download_url}${glue}locale=${locale}${feedback ? `&feedback=${feedback}` : ''}`;
}
