import type { Caller } from '@essay/account';
import {
  AppError,
  studentDisplayName,
  type EraseStudentResult,
  type SchoolStudent,
  ROLE,
} from '@essay/contracts';
import type { ApiContext } from '../../context.ts';
import { recordEvent, type Actor } from '../audit/audit.service.ts';
import { discardEssays } from './discard-essays.ts';
import {
  listStudentEssays,
  removeStudentNames,
  type StudentEssayRow,
} from './student-data.repository.ts';
import { ESSAY_TABLES, rewriteTables } from './rewrite-tables.repository.ts';

export const STUDENT_NOT_FOUND = 'Student not found';

/** GET /admin/students: the school's student accounts. */
export async function listSchoolStudents(
  ctx: ApiContext,
  caller: Caller,
): Promise<SchoolStudent[]> {
  const users = await ctx.account.listSchoolUsers(caller.schoolId);
  return users
    .filter((u) => u.role === ROLE.student)
    .map(({ id, username, nickname }) => ({ id, username, nickname }));
}

/** A student account of the caller's school; anyone else (another school, a teacher) is "not found". */
export async function requireSchoolStudent(
  ctx: ApiContext,
  caller: Caller,
  userId: number,
): Promise<SchoolStudent> {
  const student = (await listSchoolStudents(ctx, caller)).find((s) => s.id === userId);
  if (!student) throw new AppError('student_not_found', STUDENT_NOT_FOUND);
  return student;
}

/** The names essays of the student may carry: the shown name and the username. */
export function namesOf(student: SchoolStudent): string[] {
  return [...new Set([student.nickname, student.username].filter((name) => name !== ''))];
}

export async function findStudentEssays(
  ctx: ApiContext,
  caller: Caller,
  student: SchoolStudent,
): Promise<StudentEssayRow[]> {
  return listStudentEssays(ctx.db, caller.schoolId, student.id, namesOf(student));
}

/** The trail's scope of an act about a student as a whole (no homework, no essay). */
export const studentScope = (caller: Caller, studentId: number) => ({
  scope: { school_id: caller.schoolId, homework_id: null, article_id: null, student_id: studentId },
});

/**
 * POST /admin/students/{id}/erase (issue 18): the student's essays with their reports, files and
 * page images, their name on homework lists, and their account go, and the tables that held them
 * are rewritten so their files no longer do (issue 27). Corrections stay counted in
 * the school's statistics without their essay, the points ledger keeps its amounts (it never held
 * essay text), and the trail keeps its rows by id. The admin confirms twice; the second time by
 * typing the student's name, which is checked here.
 */
export async function eraseStudent(
  ctx: ApiContext,
  caller: Caller,
  actor: Actor,
  userId: number,
  confirmation: string,
): Promise<EraseStudentResult> {
  const student = await requireSchoolStudent(ctx, caller, userId);
  if (confirmation.trim() !== studentDisplayName(student)) {
    throw new AppError('erase_not_confirmed', 'Type the student’s name to confirm the erasure');
  }
  const essays = await findStudentEssays(ctx, caller, student);
  if (essays.some((essay) => essay.status === 'grading'))
    throw new AppError('article_grading', 'An essay of this student is being corrected');
  const files = await discardEssays(
    ctx,
    essays.map((essay) => essay.id),
  );
  await removeStudentNames(ctx.db, caller.schoolId, namesOf(student));
  await ctx.account.eraseStudentAccount(caller.schoolId, userId);
  // Deleted rows stay in the tables' files until rewritten (issue 27, decision 0039).
  await rewriteTables(ctx.db, ESSAY_TABLES);
  await recordEvent(ctx, actor, 'student.erase', studentScope(caller, userId), {
    subjectId: userId,
    detail: { essays: essays.length, files },
  });
  return { essays: essays.length, files };
}
