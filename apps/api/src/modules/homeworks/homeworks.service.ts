import type { Caller } from '@essay/account';
import {
  AppError,
  ROLE,
  type GradeStatus,
  type Homework,
  type HomeworkDetail,
  type HomeworkInput,
  type HomeworkListQuery,
} from '@essay/contracts';
import type { ApiContext } from '../../context.ts';
import { homeworkHead, iso } from '../../http/present.ts';
import type { ApiCaller } from '../../http/caller.ts';
import { listHomeworkArticles } from '../articles/articles.repository.ts';
import { presentArticleSummary } from '../articles/articles.service.ts';
import * as homeworks from './homeworks.repository.ts';
import { ownHomework, requireOwnHomework } from './homeworks.policy.ts';
import { forgetDecisionsOnNewTask } from '../off-topic/off-topic.repository.ts';
import { rosterClassNames, submissionStatuses } from '../rosters/rosters.service.ts';

export function gradeStatusOf(
  row: Pick<homeworks.HomeworkRow, 'articles_grading' | 'articles_graded' | 'articles_submitted'>,
): GradeStatus {
  if (row.articles_grading > 0) return 'grading';
  if (row.articles_graded > 0 && row.articles_submitted === 0) return 'graded';
  return 'not_graded';
}

function presentHomework(
  row: homeworks.HomeworkRow,
  submissionStatus: Homework['submission_status'],
): Homework {
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
    submission_status: submissionStatus,
  };
}

export async function listHomeworks(
  ctx: ApiContext,
  caller: Caller,
  query: HomeworkListQuery,
): Promise<{ homeworks: Homework[]; total: number }> {
  const { rows, total } = await homeworks.listTeacherHomeworks(
    ctx.db,
    caller.userId,
    query.limit,
    query.offset,
    query.submission_method,
  );
  const statuses = await submissionStatuses(ctx, rows);
  return { homeworks: rows.map((row) => presentHomework(row, statuses.get(row.id)!)), total };
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
  const [statuses, classOf] = await Promise.all([
    submissionStatuses(ctx, [row]),
    rosterClassNames(ctx, row),
  ]);
  return {
    ...presentHomework(
      {
        ...row,
        articles_grading: count('grading'),
        articles_graded: count('graded', 'failed'),
        articles_submitted: count('submitted'),
        articles_total: articles.length,
      },
      statuses.get(row.id)!,
    ),
    // The class column fills in from the essay's link to a roster student (issue 41).
    articles: articles.map((a) => ({
      ...presentArticleSummary(ctx, a, caller.session),
      class_name: a.student_user_id === null ? null : (classOf.get(a.student_user_id) ?? null),
    })),
    remain_students: row.students.filter((name) => !named.has(name)),
  };
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
  await ctx.db.transaction(async (tx) => {
    await forgetDecisionsOnNewTask(tx, id, input);
    await homeworks.updateHomework(tx, id, input);
  });
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
