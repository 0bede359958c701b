import { ArticleSchema, type Article } from '@essay/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../http/api-client.ts';

/** The article (essay) resource's one cache key and fetcher, shared by the correction and report pages. */
export const ARTICLE_QUERY_ROOT = 'article' as const;

export const articleKeys = {
  all: [ARTICLE_QUERY_ROOT] as const,
  detail: (id: number) => [ARTICLE_QUERY_ROOT, 'detail', id] as const,
};

/** GET /teacher/articles/:id. */
export function articleQuery(id: number) {
  return queryOptions({
    queryKey: articleKeys.detail(id),
    queryFn: () => apiRequest(`/teacher/articles/${id}`, ArticleSchema),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** The teacher names the essay (its own title line, else homework_N, until then). */
export function saveTitle(id: number, title: string): Promise<Article> {
  return apiRequest(`/teacher/articles/${id}/title`, ArticleSchema, {
    method: 'PATCH',
    body: { title },
  });
}
