import type { Caller } from '@essay/account';
import {
  AppError,
  ROLE,
  type ArticleSummary,
  type GradeStatus,
  type Homework,
  type HomeworkDetail,
  type HomeworkInput,
} from '@essay/contracts';
import type { ApiContext } from '../../context.ts';
import { homeworkHead, iso } from '../../http/present.ts';
import type { ApiCaller } from '../../http/caller.ts';
import { listHomeworkArticles } from '../articles/articles.repository.ts';
import { presentArticleSummary } from '../articles/articles.service.ts';
import * as homeworks from './homeworks.repository.ts';
import { ownHomework, requireOwnHomework } from './homeworks.policy.ts';

export function gradeStatusOf(
  row: Pick<homeworks.HomeworkRow, 'articles_grading' | 'articles_graded' | 'articles_submitted'>,
): GradeStatus {
  if (row.articles_grading > 0) return 'grading';
  if (row.articles_graded > 0 && row.articles_submitted === 0) return 'graded';
  return 'not_graded';
}

function presentHomework(row: homeworks.HomeworkRow): Homework {
  return {
    ...homeworkHead(row),
    submission_method: row.submission_method,
    assigned_classes: row.assigned_classes,
    students: row.students,
    rubric: row.rubric as Homework['rubric'],
    allow_revision: row.allow_revision,
    released: row.released,
    created_at: iso(row.created_at),
    grade_status: gradeStatusOf(row),
    submission_status: {
      submitted: row.articles_total,
      required: Math.max(row.students.length, row.articles_total),
    },
  };
}

export async function listHomeworks(
  ctx: ApiContext,
  caller: Caller,
  limit: number,
  offset: number,
): Promise<{ homeworks: Homework[]; total: number }> {
  const { rows, total } = await homeworks.listTeacherHomeworks(
    ctx.db,
    caller.userId,
    limit,
    offset,
  );
  return { homeworks: rows.map(presentHomework), total };
}

/** A student's revision stands for the essay it revises: one row per essay, its latest version (issue 29). */
export function latestVersions<A extends { id: number; revision_of: number | null }>(
  all: A[],
): A[] {
  const revised = new Set(all.flatMap((a) => (a.revision_of === null ? [] : [a.revision_of])));
  return all.filter((a) => !revised.has(a.id));
}

export async function getHomework(
  ctx: ApiContext,
  caller: ApiCaller,
  id: number,
): Promise<HomeworkDetail> {
  const row = await ownHomework(ctx, caller, id);
  const articles = latestVersions(await listHomeworkArticles(ctx.db, id));
  const named = new Set(articles.map((a) => a.student_name));
  // The status follows the articles read here, not the counts read a moment earlier.
  const count = (...statuses: string[]) =>
    articles.filter((a) => statuses.includes(a.status)).length;
  return {
    ...presentHomework({
      ...row,
      articles_grading: count('grading'),
      articles_graded: count('graded', 'failed'),
      articles_submitted: count('submitted'),
      articles_total: articles.length,
    }),
    articles: await withClassNames(
      ctx,
      row,
      articles.map((a) => ({
        ...presentArticleSummary(ctx, a, caller.session),
        student_user_id: a.student_user_id,
      })),
    ),
    remain_students: row.students.filter((name) => !named.has(name)),
  };
}

/**
 * Essays students handed in themselves show the student's class (the first of the homework's
 * classes they joined); the correction table's class column (spec §2).
 */
async function withClassNames(
  ctx: ApiContext,
  homework: homeworks.HomeworkRow,
  rows: (ArticleSummary & { student_user_id: number | null })[],
): Promise<ArticleSummary[]> {
  const students = [
    ...new Set(rows.flatMap((r) => (r.student_user_id === null ? [] : [r.student_user_id]))),
  ];
  const classOf = new Map<number, string>();
  for (const id of students) {
    const joined = await ctx.account.listJoinedClasses(id);
    const name = homework.assigned_classes
      .map((c) => joined.find((j) => j.id === c)?.cls_name)
      .find((n) => n !== undefined);
    if (name !== undefined) classOf.set(id, name);
  }
  return rows.map(({ student_user_id, ...article }) => ({
    ...article,
    class_name:
      student_user_id === null ? article.class_name : (classOf.get(student_user_id) ?? null),
  }));
}

/**
 * Classes must be the teacher's school's: another school's class id is refused like an unknown
 * one. And the teacher's own (issue 27): a colleague's class is refused (403), so no teacher
 * reaches another teacher's students; the school admin may assign any class of the school.
 */
async function checkClasses(ctx: ApiContext, caller: Caller, classIds: number[]): Promise<void> {
  if (classIds.length === 0) return;
  const teacherOf = new Map(
    (await ctx.account.listSchoolClasses(caller.schoolId)).map((c) => [c.id, c.teacher_id]),
  );
  const unknown = classIds.filter((id) => !teacherOf.has(id));
  if (unknown.length > 0)
    throw new AppError('unknown_class', `Unknown class: ${unknown.join(', ')}`, {
      field: 'assigned_classes',
      ids: unknown.join(', '),
    });
  if (caller.role === ROLE.admin) return;
  const others = classIds.filter((id) => teacherOf.get(id) !== caller.userId);
  if (others.length > 0)
    throw new AppError('not_own_class', `Not your class: ${others.join(', ')}`, {
      field: 'assigned_classes',
      ids: others.join(', '),
    });
}

export async function createHomework(
  ctx: ApiContext,
  caller: ApiCaller,
  input: HomeworkInput,
): Promise<HomeworkDetail> {
  await checkClasses(ctx, caller, input.assigned_classes);
  const id = await homeworks.insertHomework(
    ctx.db,
    { schoolId: caller.schoolId, teacherId: caller.userId },
    input,
  );
  return getHomework(ctx, caller, id);
}

export async function editHomework(
  ctx: ApiContext,
  caller: ApiCaller,
  id: number,
  input: HomeworkInput,
): Promise<HomeworkDetail> {
  await requireOwnHomework(ctx, caller, id);
  await checkClasses(ctx, caller, input.assigned_classes);
  await homeworks.updateHomework(ctx.db, id, input);
  return getHomework(ctx, caller, id);
}

/** Students read their reports only while the homework's reports are released. */
export async function releaseReports(
  ctx: ApiContext,
  caller: Caller,
  id: number,
  released: boolean,
): Promise<{ id: number; released: boolean }> {
  await requireOwnHomework(ctx, caller, id);
  await homeworks.setReleased(ctx.db, id, released);
  return { id, released };
}

/** The teacher's status badge: essays handed in and waiting for correction. */
export async function teacherStatus(ctx: ApiContext, caller: Caller) {
  return {
    status: {
      articles_awaiting_correct: await homeworks.countArticlesAwaitingCorrection(
        ctx.db,
        caller.userId,
      ),
    },
  };
}

/** The student's status badge: homework of the student's classes still to hand in. */
export async function studentStatus(ctx: ApiContext, caller: Caller) {
  const classIds = await ctx.account.listJoinedClassIds(caller.userId);
  return {
    status: {
      assignments_pending: await homeworks.countPendingAssignments(
        ctx.db,
        caller.userId,
        caller.schoolId,
        classIds,
      ),
    },
  };
}
