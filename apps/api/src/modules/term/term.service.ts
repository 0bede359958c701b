import type { Caller } from '@essay/account';
import {
  AppError,
  practiceWords,
  type ClassTerm,
  type StudentTerm,
  type UiLocale,
  type WordBook,
} from '@essay/contracts';
import type { ApiContext } from '../../context.ts';
import { buildClassTerm } from './class-term.ts';
import { dimensionsOf, essaysOf, presentEssay } from './term-essays.ts';
import { termStatements } from './term-statements.ts';
import {
  listClassHomeworks,
  listTermDecisions,
  listTermEssays,
  type TermScope,
} from './term.repository.ts';
import { buildWordBook } from './word-book.ts';

export const TERM_STUDENT_NOT_FOUND = 'Student not found';
export const TERM_CLASS_NOT_FOUND = 'Class not found';

/** The students' corrected essays in the scope, read into essays with their kept errors. */
async function readEssays(
  ctx: ApiContext,
  schoolId: number,
  studentIds: readonly number[],
  scope: TermScope,
) {
  const rows = await listTermEssays(ctx.db, schoolId, studentIds, scope);
  const decisions = await listTermDecisions(
    ctx.db,
    rows.map((r) => r.id),
  );
  return essaysOf(rows, decisions);
}

async function termOf(
  ctx: ApiContext,
  schoolId: number,
  student: StudentTerm['student'],
  scope: TermScope,
): Promise<StudentTerm> {
  const essays = await readEssays(ctx, schoolId, [student.user_id], scope);
  const dimensions = dimensionsOf(essays);
  const book = buildWordBook(student, essays);
  return {
    student,
    essays: essays.map(presentEssay),
    dimensions,
    statements: termStatements(essays, dimensions, book),
    word_book: book,
  };
}

/** GET /student/term: the caller's own essays whose reports are released to them. */
export async function getOwnTerm(ctx: ApiContext, caller: Caller): Promise<StudentTerm> {
  const name = await ctx.account.getDisplayName(caller.userId);
  return termOf(ctx, caller.schoolId, { user_id: caller.userId, name }, { released: true });
}

/**
 * The student's term over every essay of the school linked to them (the student data export,
 * issue 44 §4): derived on read like every term, so an erasure that deletes the essays leaves none.
 */
export function exportTerm(
  ctx: ApiContext,
  schoolId: number,
  student: StudentTerm['student'],
): Promise<StudentTerm> {
  return termOf(ctx, schoolId, student, { wholeSchool: true });
}

/** The teacher's own classes of the school. */
async function ownClasses(ctx: ApiContext, caller: Caller) {
  return (await ctx.account.listSchoolClasses(caller.schoolId)).filter(
    (c) => c.teacher_id === caller.userId,
  );
}

/**
 * A student of one of the teacher's classes, with the classes they share; anyone else (another
 * teacher's student, another school's, a teacher) is "not found", so nothing is learnt of them.
 */
async function requireOwnStudent(ctx: ApiContext, caller: Caller, studentId: number) {
  const classIds = (await ownClasses(ctx, caller)).map((c) => c.id);
  const rows =
    classIds.length === 0
      ? []
      : (await ctx.account.listClassRosters(caller.schoolId, classIds)).filter(
          (r) => r.user_id === studentId,
        );
  if (rows.length === 0) throw new AppError('student_not_found', TERM_STUDENT_NOT_FOUND);
  return { name: rows[0]!.name, classIds: [...new Set(rows.map((r) => r.class_id))] };
}

/**
 * GET /teacher/students/{id}/term: the student's essays of homework set for the classes the
 * teacher and the student share (released or not: the teacher reads their own homework).
 */
export async function getStudentTerm(
  ctx: ApiContext,
  caller: Caller,
  studentId: number,
): Promise<StudentTerm> {
  const student = await requireOwnStudent(ctx, caller, studentId);
  return termOf(
    ctx,
    caller.schoolId,
    { user_id: studentId, name: student.name },
    { classIds: student.classIds },
  );
}

/** The practice sheet's PDF of a word book: the words not mastered yet. */
async function practiceSheetOf(book: WordBook, locale: UiLocale): Promise<Uint8Array> {
  // The renderer and its fonts load with the first sheet, as the report's PDF does (issue 30).
  const { renderPracticeSheet } = await import('./practice-sheet-pdf.ts');
  return renderPracticeSheet(practiceWords(book), locale);
}

export async function getOwnPracticeSheet(
  ctx: ApiContext,
  caller: Caller,
  locale: UiLocale,
): Promise<Uint8Array> {
  return practiceSheetOf((await getOwnTerm(ctx, caller)).word_book, locale);
}

export async function getStudentPracticeSheet(
  ctx: ApiContext,
  caller: Caller,
  studentId: number,
  locale: UiLocale,
): Promise<Uint8Array> {
  return practiceSheetOf((await getStudentTerm(ctx, caller, studentId)).word_book, locale);
}

/**
 * GET /teacher/classes/{id}/term: the teacher's own class (a colleague's or another school's is
 * "not found"); its roster students' essays of the homework set for it.
 */
export async function getClassTerm(
  ctx: ApiContext,
  caller: Caller,
  classId: number,
  locale: UiLocale,
): Promise<ClassTerm> {
  const cls = (await ownClasses(ctx, caller)).find((c) => c.id === classId);
  if (!cls) throw new AppError('not_found', TERM_CLASS_NOT_FOUND);
  const [roster, homeworks] = await Promise.all([
    ctx.account.listClassRosters(caller.schoolId, [classId]),
    listClassHomeworks(ctx.db, caller.schoolId, classId),
  ]);
  const essays = await readEssays(
    ctx,
    caller.schoolId,
    [...new Set(roster.map((r) => r.user_id))],
    { classIds: [classId] },
  );
  return buildClassTerm({
    classId,
    clsName: cls.cls_name,
    locale,
    roster,
    homeworks,
    essays,
  });
}
