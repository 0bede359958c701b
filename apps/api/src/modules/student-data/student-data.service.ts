import type { Caller } from '@essay/account';
import {
  AppError,
  studentDisplayName,
  type EraseStudentResult,
  type ErasurePreview,
  type SchoolStudent,
} from '@essay/contracts';
import type { ApiContext } from '../../context.ts';
import { recordEvent, type Actor } from '../audit/audit.service.ts';
import { deleteEssayRows, removeStoredFiles } from './discard-essays.ts';
import {
  listErasureEssays,
  listStudentEssays,
  removeStudentNames,
  type StudentEssayRow,
} from './student-data.repository.ts';
import { ESSAY_TABLES, rewriteTables } from './rewrite-tables.repository.ts';

export const STUDENT_NOT_FOUND = 'Student not found';
const GRADING = 'An essay of this student is being corrected';

/** GET /admin/students: the people the admin may export and erase, in every membership state. */
export async function listSchoolStudents(
  ctx: ApiContext,
  caller: Caller,
): Promise<SchoolStudent[]> {
  return ctx.account.listErasableMembers(caller.schoolId);
}

/** One of those people; anyone else (another school, a teacher) is "not found". */
export async function requireSchoolStudent(
  ctx: ApiContext,
  caller: Caller,
  userId: number,
): Promise<SchoolStudent> {
  const student = (await listSchoolStudents(ctx, caller)).find((s) => s.id === userId);
  if (!student) throw new AppError('student_not_found', STUDENT_NOT_FOUND);
  return student;
}

/** The student's essays: by account id only (issue 41), never by a name. */
export async function findStudentEssays(
  ctx: ApiContext,
  caller: Caller,
  student: SchoolStudent,
): Promise<StudentEssayRow[]> {
  return listStudentEssays(ctx.db, caller.schoolId, student.id);
}

/** The trail's scope of an act about a student as a whole (no homework, no essay). */
export const studentScope = (caller: Caller, studentId: number) => ({
  scope: { school_id: caller.schoolId, homework_id: null, article_id: null, student_id: studentId },
});

/** What an erasure would be refused with, decided before anything is deleted; null: nothing. */
async function refusalOf(
  ctx: ApiContext,
  caller: Caller,
  userId: number,
  essays: readonly { status: string }[],
): Promise<AppError | null> {
  if (essays.some((essay) => essay.status === 'grading'))
    return new AppError('article_grading', GRADING);
  try {
    await ctx.account.checkStudentErasure(caller.schoolId, userId);
    return null;
  } catch (error) {
    if (error instanceof AppError && error.code === 'conflict') return error;
    throw error;
  }
}

const refusalCode = (error: AppError | null): ErasurePreview['refusal'] =>
  error?.code === 'conflict' || error?.code === 'article_grading' ? error.code : null;

/**
 * GET /admin/students/{id}/erasure (issue 41): exactly what the erasure would delete, by homework
 * (each essay with its files, page images and report), and whether it would be refused. The
 * dialog shows it before it asks.
 */
export async function previewErasure(
  ctx: ApiContext,
  caller: Caller,
  userId: number,
): Promise<ErasurePreview> {
  const student = await requireSchoolStudent(ctx, caller, userId);
  const essays = await listErasureEssays(ctx.db, caller.schoolId, userId);
  const homeworks = new Map<number, ErasurePreview['homeworks'][number]>();
  for (const e of essays) {
    const homework = homeworks.get(e.homework_id) ?? {
      homework_id: e.homework_id,
      homework_name: e.homework_name,
      essays: [],
    };
    homework.essays.push({
      id: e.id,
      title: e.title,
      files: e.files,
      pages: e.pages,
      report: e.report,
    });
    homeworks.set(e.homework_id, homework);
  }
  return {
    student,
    homeworks: [...homeworks.values()],
    essays: essays.length,
    files: essays.reduce((n, e) => n + e.files, 0),
    reports: essays.filter((e) => e.report).length,
    refusal: refusalCode(await refusalOf(ctx, caller, userId, essays)),
  };
}

/** The student's names that no other person of the school carries: only those leave the homework lists. */
async function namesOnlyTheirs(
  ctx: ApiContext,
  caller: Caller,
  student: SchoolStudent,
): Promise<string[]> {
  const others = [
    ...(await ctx.account.listSchoolUsers(caller.schoolId)),
    ...(await ctx.account.listErasableMembers(caller.schoolId)),
  ].filter((u) => u.id !== student.id);
  const taken = new Set(others.flatMap((u) => [u.nickname, u.username]));
  return [...new Set([student.nickname, student.username])].filter(
    (name) => name !== '' && !taken.has(name),
  );
}

/**
 * POST /admin/students/{id}/erase (issues 18, 41). Everything is checked first (the typed name,
 * an essay being corrected, the account's points history), so a refused erasure deletes nothing.
 * Then one transaction deletes the student's essays (by account id) with their reports, the
 * names only they carried on homework lists, the account, and writes the `student.erase` row: all
 * or nothing. Only after it committed are the stored files and page images removed and the
 * tables rewritten so their files no longer hold the rows (issue 27). Corrections stay counted
 * without their essay, the points ledger keeps its amounts, the trail its rows by id.
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
  const refuse = async (error: AppError): Promise<never> => {
    await recordEvent(ctx, actor, 'student.erase', studentScope(caller, userId), {
      subjectId: userId,
      detail: { refused: error.code },
    });
    throw error;
  };
  const refusal = await refusalOf(
    ctx,
    caller,
    userId,
    await listErasureEssays(ctx.db, caller.schoolId, userId),
  );
  if (refusal) return refuse(refusal);
  const names = await namesOnlyTheirs(ctx, caller, student);
  const done = await ctx.db
    .transaction(async (tx) => {
      const essays = await listErasureEssays(tx, caller.schoolId, userId);
      if (essays.some((essay) => essay.status === 'grading'))
        throw new AppError('article_grading', GRADING);
      const stored = await deleteEssayRows(
        tx,
        essays.map((essay) => essay.id),
      );
      await removeStudentNames(tx, caller.schoolId, names);
      const result = { essays: essays.length, files: stored.length };
      await recordEvent(ctx, actor, 'student.erase', studentScope(caller, userId), {
        subjectId: userId,
        detail: result,
        tx,
      });
      // In-process the account goes in this transaction; over HTTP in `finish`, after it.
      const account = await ctx.account.eraseStudentAccount(caller.schoolId, userId, { tx });
      return { result, stored, account };
    })
    .catch((error: unknown) => (error instanceof AppError ? refuse(error) : Promise.reject(error)));
  await removeStoredFiles(ctx, done.stored);
  await done.account.finish();
  // Deleted rows stay in the tables' files until rewritten (issue 27, decision 0039).
  await rewriteTables(ctx.db, ESSAY_TABLES);
  return done.result;
}
