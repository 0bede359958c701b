import {
  EraseStudentResultSchema,
  RetentionSettingSchema,
  SchoolStudentListSchema,
  type EraseStudentResult,
  type ReportLocale,
  type RetentionSetting,
  type SchoolStudent,
} from '@essay/contracts';
import { apiBlob, apiRequest } from '../../lib/http/api-client.ts';
import { saveBlob } from '../../lib/save-blob.ts';

export const SCHOOL_STUDENTS_KEY = ['admin-students'] as const;

export async function fetchSchoolStudents(): Promise<SchoolStudent[]> {
  return (await apiRequest('/admin/students', SchoolStudentListSchema)).students;
}

export async function downloadStudentExport(
  studentId: number,
  locale: ReportLocale,
): Promise<void> {
  saveBlob(
    await apiBlob(`/admin/students/${studentId}/export?locale=${locale}`),
    `student-${studentId}.zip`,
  );
}

export function eraseStudent(studentId: number, confirmation: string): Promise<EraseStudentResult> {
  return apiRequest(`/admin/students/${studentId}/erase`, EraseStudentResultSchema, {
    method: 'POST',
    body: { confirmation },
  });
}

export const RETENTION_KEY = ['admin-retention'] as const;

export function fetchRetention(): Promise<RetentionSetting> {
  return apiRequest('/admin/retention', RetentionSettingSchema);
}

export function saveRetention(setting: RetentionSetting): Promise<RetentionSetting> {
  return apiRequest('/admin/retention', RetentionSettingSchema, { method: 'PUT', body: setting });
}
