import {
  ArrangedArticlesSchema,
  ArticleSchema,
  GradingStartedSchema,
  HomeworkDetailSchema,
  HomeworkFileSchema,
  type HomeworkDetail,
  type HomeworkFile,
  type HomeworkRubric,
  type SubmissionMethod,
  type UiLocale,
} from '@essay/contracts';
import { z } from 'zod';
import { apiBlob, apiRequest } from '../../lib/http/api-client.ts';
import { saveBlob } from '../../lib/save-blob.ts';

export { HOMEWORK_QUERY_ROOT } from '../../lib/queries/homework-queries.ts';

/** The body of POST and PATCH /teacher/homeworks, as the form sends it (times in ISO form). */
export interface HomeworkBody {
  name: string;
  instructions: string;
  submission_method: SubmissionMethod;
  submission_begin_at: string;
  submission_deadline_at: string;
  assigned_classes: number[];
  students: string[];
  rubric: HomeworkRubric;
  allow_revision: boolean;
}

export function createHomework(body: HomeworkBody): Promise<HomeworkDetail> {
  return apiRequest('/teacher/homeworks', HomeworkDetailSchema, { method: 'POST', body });
}

export function updateHomework(id: number, body: HomeworkBody): Promise<HomeworkDetail> {
  return apiRequest(`/teacher/homeworks/${id}`, HomeworkDetailSchema, { method: 'PATCH', body });
}

export async function deleteHomeworkFile(id: number, fileId: number): Promise<void> {
  await apiRequest(`/teacher/homeworks/${id}/files/${fileId}`, z.unknown(), { method: 'DELETE' });
}

export async function deleteArticle(articleId: number): Promise<void> {
  await apiRequest(`/teacher/articles/${articleId}`, z.unknown(), { method: 'DELETE' });
}

export function retryExtraction(id: number, fileId: number): Promise<HomeworkFile> {
  return apiRequest(`/teacher/homeworks/${id}/files/${fileId}/extract`, HomeworkFileSchema, {
    method: 'POST',
  });
}

export interface ArticleGroupBody {
  /** A saved essay, listed with its pages as they are to be (an emptied one is deleted). */
  article_id?: number;
  title?: string;
  student_name: string;
  /** The roster student the new essay is linked to (issue 41). */
  student_user_id?: number | null;
  files: string[];
  file_ids: number[];
}

export function arrangeArticles(id: number, articles: ArticleGroupBody[]) {
  return apiRequest(`/teacher/homeworks/${id}/articles`, ArrangedArticlesSchema, {
    method: 'POST',
    body: { articles },
  });
}

/** Names the essay's student: linked to a roster student (`studentUserId`), or free text (null). */
export function renameStudent(
  articleId: number,
  name: string,
  studentUserId: number | null = null,
) {
  return apiRequest(`/teacher/articles/${articleId}/student_name`, ArticleSchema, {
    method: 'PATCH',
    body: { name, student_user_id: studentUserId },
  });
}

/** The hand-in list as CSV, in the interface's words. */
export async function downloadHandInCsv(id: number, locale: UiLocale): Promise<void> {
  saveBlob(
    await apiBlob(`/teacher/homeworks/${id}/roster?format=csv&locale=${locale}`),
    `hand-in-${id}.csv`,
  );
}

/** One-key grade (spec §7): corrects every submitted essay of the teacher's homework. */
export function gradeAllHomeworks() {
  return apiRequest('/teacher/homeworks/all/articles/all/grade', GradingStartedSchema, {
    method: 'PATCH',
  });
}
