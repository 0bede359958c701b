import {
  ClassRowSchema,
  RereadSchema,
  StudentArticleSchema,
  StudentHomeworkListSchema,
  StudentReportSchema,
  type ClassRow,
  type Reread,
  type StudentArticle,
  type StudentHomework,
  type StudentReport,
} from '@essay/contracts';
import { fetchMyClasses, MY_CLASSES_KEY } from '../../lib/class-list.ts';
import { accountRecord } from '../../lib/http/account-client.ts';
import { apiRequest } from '../../lib/http/api-client.ts';

export const STUDENT_QUERY_ROOT = 'student' as const;

export const studentKeys = {
  classes: MY_CLASSES_KEY,
  homeworks: [STUDENT_QUERY_ROOT, 'homeworks'] as const,
  report: (id: number) => [STUDENT_QUERY_ROOT, 'report', id] as const,
};

export { fetchMyClasses };

export function joinClass(code: string): Promise<ClassRow> {
  return accountRecord('/schoolclass/join', ClassRowSchema, { fields: { code } });
}

export async function fetchStudentHomeworks(): Promise<StudentHomework[]> {
  return (await apiRequest('/student/homeworks', StudentHomeworkListSchema)).homeworks;
}

export function submitTypedEssay(
  homeworkId: number,
  content: string,
  title: string,
): Promise<StudentArticle> {
  return apiRequest(`/student/homeworks/${homeworkId}/submission`, StudentArticleSchema, {
    method: 'POST',
    body: title.trim() ? { title: title.trim(), content } : { content },
  });
}

/** Files in page order: one Word or PDF file, or the photos of a handwritten essay. */
export function submitEssayFiles(
  homeworkId: number,
  files: readonly File[],
): Promise<StudentArticle> {
  const form = new FormData();
  for (const file of files) form.append('file', file, file.name);
  return apiRequest(`/student/homeworks/${homeworkId}/submission`, StudentArticleSchema, {
    method: 'POST',
    body: form,
  });
}

export function fetchStudentReport(articleId: number): Promise<StudentReport> {
  return apiRequest(`/student/articles/${articleId}/report`, StudentReportSchema);
}

export function requestReread(articleId: number, note: string): Promise<Reread> {
  return apiRequest(`/student/articles/${articleId}/reread`, RereadSchema, {
    method: 'POST',
    body: { note },
  });
}
