import {
  AddibleArticleListSchema,
  AddibleArticleSchema,
  HomeworkListSchema,
  ModelArticleListSchema,
  ModelArticlesAddedSchema,
  type ModelArticle,
} from '@essay/contracts';
import { z } from 'zod';
import { apiRequest } from '../../lib/http/api-client.ts';
import { filterQuery, type ModelEssayFilter } from './model-essay-filter.ts';
import { queryOptions } from '@tanstack/react-query';
import { API_ERRORS_HANDLED } from '../../lib/http/handle-api-failure.ts';

/** Query-key root of the model essay pages; invalidated after every add, delete or toggle. */
export const MODEL_ESSAY_QUERY_ROOT = 'model-essays' as const;

export type AddibleArticle = z.infer<typeof AddibleArticleSchema>;

export async function fetchModelArticles(filter: ModelEssayFilter): Promise<ModelArticle[]> {
  return (await apiRequest(`/teacher/model_articles${filterQuery(filter)}`, ModelArticleListSchema))
    .articles;
}

export async function fetchAddibleArticles(filter: ModelEssayFilter): Promise<AddibleArticle[]> {
  const path = `/teacher/model_articles/addible${filterQuery(filter)}`;
  return (await apiRequest(path, AddibleArticleListSchema)).articles;
}

export function addModelArticles(articleIds: number[], showName: boolean) {
  return apiRequest('/teacher/model_articles', ModelArticlesAddedSchema, {
    method: 'PUT',
    body: { articles_id: articleIds, show_name: showName },
  });
}

export async function setModelShowName(id: number, showName: boolean): Promise<void> {
  await apiRequest(`/teacher/model_articles/${id}`, z.unknown(), {
    method: 'PATCH',
    body: { show_name: showName },
  });
}

export async function removeModelArticle(id: number): Promise<void> {
  await apiRequest(`/teacher/model_articles/${id}`, z.unknown(), { method: 'DELETE' });
}

export async function fetchStudentModelArticles(): Promise<ModelArticle[]> {
  return (await apiRequest('/student/model_articles', ModelArticleListSchema)).articles;
}

/** The homework choice of both filters: the teacher's homework, newest first (first 100). */
export const homeworkOptionsQuery = queryOptions({
  queryKey: [MODEL_ESSAY_QUERY_ROOT, 'homework-options'],
  queryFn: async (): Promise<{ id: number; name: string }[]> => {
    const list = await apiRequest('/teacher/homeworks?limit=100&offset=0', HomeworkListSchema);
    return list.homeworks.map((homework) => ({ id: homework.id, name: homework.name }));
  },
  meta: API_ERRORS_HANDLED,
});
