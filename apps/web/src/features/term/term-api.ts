import {
  ClassTermSchema,
  StudentTermSchema,
  type BilingualText,
  type ClassTerm,
  type StudentTerm,
} from '@essay/contracts';
import type { Locale } from '../../i18n/locale.ts';
import { apiBlob, apiRequest } from '../../lib/http/api-client.ts';
import { saveBlob } from '../../lib/save-blob.ts';

/** Issue 44: a term of writing (the student's term, the 錯字本, the class over the term). */
export const termKeys = {
  own: ['term', 'own'] as const,
  student: (studentId: number) => ['term', 'student', studentId] as const,
  class: (classId: number, locale: Locale) => ['term', 'class', classId, locale] as const,
};

/** Whose term a page shows: the signed-in student's own, or a teacher's student's. */
export type TermOwner = { kind: 'own' } | { kind: 'student'; studentId: number };

const termPath = (owner: TermOwner) =>
  owner.kind === 'own' ? '/student/term' : `/teacher/students/${owner.studentId}/term`;

export function fetchStudentTerm(owner: TermOwner): Promise<StudentTerm> {
  return apiRequest(termPath(owner), StudentTermSchema);
}

/** The 錯字本's practice sheet (A4 PDF) saved as a file. */
export async function downloadPracticeSheet(owner: TermOwner, locale: Locale): Promise<void> {
  saveBlob(
    await apiBlob(`${termPath(owner)}/practice-sheet.pdf?locale=${locale}`),
    locale === 'zh-tw' ? '錯字本訂正練習.pdf' : 'practice-sheet.pdf',
  );
}

export function fetchClassTerm(classId: number, locale: Locale): Promise<ClassTerm> {
  return apiRequest(
    `/teacher/classes/${classId}/term?format=json&locale=${locale}`,
    ClassTermSchema,
  );
}

export async function downloadClassTermCsv(classId: number, locale: Locale, name: string) {
  saveBlob(
    await apiBlob(`/teacher/classes/${classId}/term?format=csv&locale=${locale}`),
    `${name}-term.csv`,
  );
}

/** A contract's two-language text in the interface's language. */
export function inLocale(text: BilingualText, locale: Locale): string {
  return locale === 'zh-tw' ? text['zh-tw'] : text.en;
}
