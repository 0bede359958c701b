import {
  HandInListSchema,
  HomeworkDetailSchema,
  HomeworkFilesSchema,
  HomeworkListSchema,
  type SubmissionMethod,
} from '@essay/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../http/api-client.ts';

/**
 * The homework resource's one set of cache keys and fetchers: the homework, correction and report
 * pages read the same entry, so a change seen by one page is seen by all (a page adds its own
 * polling to these options).
 */
export const HOMEWORK_QUERY_ROOT = 'homework' as const;

export const homeworkKeys = {
  all: [HOMEWORK_QUERY_ROOT] as const,
  detail: (id: number) => [HOMEWORK_QUERY_ROOT, 'detail', id] as const,
  files: (id: number) => [HOMEWORK_QUERY_ROOT, 'files', id] as const,
  roster: (id: number) => [HOMEWORK_QUERY_ROOT, 'roster', id] as const,
};

const isId = (id: number) => Number.isInteger(id) && id > 0;

/** GET /teacher/homeworks/:id: the homework with its essays. */
export function homeworkQuery(id: number) {
  return queryOptions({
    queryKey: homeworkKeys.detail(id),
    queryFn: () => apiRequest(`/teacher/homeworks/${id}`, HomeworkDetailSchema),
    enabled: isId(id),
  });
}

/** GET /teacher/homeworks/:id/files: the homework's uploaded files. */
export function homeworkFilesQuery(id: number) {
  return queryOptions({
    queryKey: homeworkKeys.files(id),
    queryFn: async () =>
      (await apiRequest(`/teacher/homeworks/${id}/files`, HomeworkFilesSchema)).files,
    enabled: isId(id),
  });
}

/** GET /teacher/homeworks/:id/roster: per assigned class, who has handed in, who not, who late. */
export function handInListQuery(id: number) {
  return queryOptions({
    queryKey: homeworkKeys.roster(id),
    queryFn: () => apiRequest(`/teacher/homeworks/${id}/roster`, HandInListSchema),
    enabled: isId(id),
  });
}

/** Spec §9: the homework lists page ten at a time (limit/offset). */
export const HOMEWORK_PAGE_SIZE = 10;

/**
 * GET /teacher/homeworks, one page. With a method: only the homework handed in that way (the
 * /assignment tabs); without it, all of the teacher's homework (/aicheck-list).
 */
export async function fetchHomeworkPage(page: number, submissionMethod?: SubmissionMethod) {
  const query = new URLSearchParams({
    limit: String(HOMEWORK_PAGE_SIZE),
    offset: String((page - 1) * HOMEWORK_PAGE_SIZE),
    ...(submissionMethod ? { submission_method: submissionMethod } : {}),
  });
  const list = await apiRequest(`/teacher/homeworks?${query.toString()}`, HomeworkListSchema);
  return { rows: list.homeworks, total: list.total };
}
