import {
  ApiErrorSchema,
  ArticleSchema,
  ImagePageSchema,
  type Article,
  type ImagePage,
  type TeacherOverride,
} from '@essay/contracts';
import { z } from 'zod';
import type { Locale } from '../../i18n/locale.ts';
import { apiRequest } from '../../lib/http/api-client.ts';
import { ApiHttpError, NetworkError } from '../../lib/http/http-errors.ts';
import { authHeaders, readJson } from '../../lib/http/read-json.ts';
import { getToken } from '../../lib/storage.ts';

/** Reports are rendered in the interface languages. */
export type ReportLocale = Locale;

export const REPORT_QUERY_ROOT = 'report' as const;

export const reportKeys = {
  article: (id: number) => [REPORT_QUERY_ROOT, 'article', id] as const,
  html: (id: number, locale: ReportLocale) => [REPORT_QUERY_ROOT, 'html', id, locale] as const,
  images: (id: number) => [REPORT_QUERY_ROOT, 'images', id] as const,
};

const ImagesSchema = z.object({ images: z.array(ImagePageSchema) });

/**
 * The report as an HTML fragment in the given locale. The API escapes every essay and comment
 * string, so the fragment can be injected; it is text/html, so the JSON client does not fit.
 */
export async function fetchReportHtml(id: number, locale: ReportLocale): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`/api/articles/${id}/report?locale=${locale}`, {
      headers: { Accept: 'text/html', ...authHeaders(getToken()) },
    });
  } catch (cause) {
    throw new NetworkError(cause);
  }
  if (!response.ok) {
    const error = ApiErrorSchema.safeParse(await readJson(response));
    throw new ApiHttpError(
      response.status,
      error.success ? error.data.error : undefined,
      error.success ? error.data.code : undefined,
    );
  }
  return response.text();
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

export function saveOverride(id: number, override: TeacherOverride): Promise<Article> {
  return apiRequest(`/teacher/articles/${id}/override`, ArticleSchema, {
    method: 'PATCH',
    body: override,
  });
}

/** The signed PDF link of the article in the given locale (opened in a new tab). */
export function reportPdfUrl(article: Article, locale: ReportLocale): string | null {
  if (!article.report_download_url) return null;
  const glue = article.report_download_url.includes('?') ? '&' : '?';
  return `${article.report_download_url}${glue}locale=${locale}`;
}
