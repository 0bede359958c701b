import {
  EraseStudentResultSchema,
  ErasurePreviewSchema,
  RetentionSettingSchema,
  SchoolStudentListSchema,
  type EraseStudentResult,
  type ReportLocale,
  type RetentionSetting,
  type SchoolStudent,
} from '@essay/contracts';
import { apiBlob, apiRequest } from '../../lib/http/api-client.ts';
import { saveBlob } from '../../lib/save-blob.ts';
import { queryOptions } from '@tanstack/react-query';
import { API_ERRORS_HANDLED } from '../../lib/http/handle-api-failure.ts';

export const SCHOOL_STUDENTS_KEY = ['admin-students'] as const;

export async function fetchSchoolStudents(): Promise<SchoolStudent[]> {
  return (await apiRequest('/admin/students', SchoolStudentListSchema)).students;
}

/** GET /admin/students: the school's students with their numbers of essays. */
export const schoolStudentsQuery = queryOptions({
  queryKey: SCHOOL_STUDENTS_KEY,
  queryFn: fetchSchoolStudents,
  meta: API_ERRORS_HANDLED,
});

export async function downloadStudentExport(
  studentId: number,
  locale: ReportLocale,
): Promise<void> {
  saveBlob(
    await apiBlob(`/admin/students/${studentId}/export?locale=${locale}`),
    `student-${studentId}.zip`,
  );
}

/** GET /admin/students/{id}/erasure: what the erasure would delete, asked each time the dialog opens. */
export const erasurePreviewQuery = (studentId: number) =>
  queryOptions({
    queryKey: [...SCHOOL_STUDENTS_KEY, studentId, 'erasure'] as const,
    queryFn: () => apiRequest(`/admin/students/${studentId}/erasure`, ErasurePreviewSchema),
    staleTime: 0,
    meta: API_ERRORS_HANDLED,
  });

export function eraseStudent(studentId: number, confirmation: string): Promise<EraseStudentResult> {
  return apiRequest(`/admin/students/${studentId}/erase`, EraseStudentResultSchema, {
    method: 'POST',
    body: { confirmation },
  });
}

export const RETENTION_KEY = ['admin-retention'] as const;

/** GET /admin/retention: how many school years the school keeps essays. */
export const retentionQuery = queryOptions({
  queryKey: RETENTION_KEY,
  queryFn: () => apiRequest('/admin/retention', RetentionSettingSchema),
  meta: API_ERRORS_HANDLED,
});

export function saveRetention(setting: RetentionSetting): Promise<RetentionSetting> {
  return apiRequest('/admin/retention', RetentionSettingSchema, { method: 'PUT', body: setting });
}
