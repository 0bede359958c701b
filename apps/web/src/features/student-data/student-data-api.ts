import { EraseStudentResultSchema, SchoolStudentListSchema, type EraseStudentResult, type ReportLocale, type SchoolStudent } from '@essay/contracts';
import { apiBlob, apiRequest } from '../../lib/http/api-client.ts';
import { saveBlob } from '../audit/save-blob.ts';

export const SCHOOL_STUDENTS_KEY = ['admin-students'] as const;

export async function fetchSchoolStudents(): Promise<SchoolStudent[]> {
  return (await apiRequest('/admin/students', SchoolStudentListSchema)).students;
}

export async function downloadStudentExport(studentId: number, locale: ReportLocale): Promise<void> {
  saveBlob(await apiBlob(`/admin/students/${studentId}/export?locale=${locale}`), `student-${studentId}.zip`);
}

export function eraseStudent(studentId: number, confirmation: string): Promise<EraseStudentResult> {
  return apiRequest(`/admin/students/${studentId}/erase`, EraseStudentResultSchema, { method: 'POST', body: { confirmation } });
}
