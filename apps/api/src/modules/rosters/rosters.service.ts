import {
  AppError,
  ROSTER_MESSAGES,
  type ClassRosterRow,
  type HandInList,
  type Homework,
} from '@essay/contracts';
import type { Caller } from '@essay/account';
import type { ApiContext } from '../../context.ts';
import type { HomeworkRow } from '../homeworks/homeworks.repository.ts';
import { ownHomework } from '../homeworks/homeworks.policy.ts';
import { buildHandInList, submissionStatusOf, type HandInEssay } from './hand-in-list.ts';
import { listHandInEssays } from './rosters.repository.ts';

type RosterHomework = Pick<
  HomeworkRow,
  | 'id'
  | 'school_id'
  | 'submission_method'
  | 'submission_deadline_at'
  | 'assigned_classes'
  | 'students'
>;

/** The rosters of the homework's classes (one call for all of them) and the classes' names. */
async function rostersOf(ctx: ApiContext, homeworks: readonly RosterHomework[]) {
  const classIds = [...new Set(homeworks.flatMap((h) => h.assigned_classes))];
  const schoolId = homeworks[0]?.school_id;
  if (classIds.length === 0 || schoolId === undefined)
    return { roster: [] as ClassRosterRow[], classNames: new Map<number, string>() };
  const [roster, classes] = await Promise.all([
    ctx.account.listClassRosters(schoolId, classIds),
    ctx.account.listSchoolClasses(schoolId),
  ]);
  return { roster, classNames: new Map(classes.map((c) => [c.id, c.cls_name])) };
}

function listOf(
  homework: RosterHomework,
  rosters: Awaited<ReturnType<typeof rostersOf>>,
  essays: readonly (HandInEssay & { homework_id: number })[],
): HandInList {
  const classes = new Set(homework.assigned_classes);
  return buildHandInList(
    homework,
    rosters.classNames,
    rosters.roster.filter((entry) => classes.has(entry.class_id)),
    essays.filter((essay) => essay.homework_id === homework.id),
  );
}

/** GET /teacher/homeworks/{id}/roster: per assigned class, who has handed in, who not, who late. */
export async function getHandInList(
  ctx: ApiContext,
  caller: Caller,
  homeworkId: number,
): Promise<HandInList> {
  const homework = await ownHomework(ctx, caller, homeworkId);
  const [rosters, essays] = await Promise.all([
    rostersOf(ctx, [homework]),
    listHandInEssays(ctx.db, [homework.id]),
  ]);
  return listOf(homework, rosters, essays);
}

/**
 * The "handed in n / m" of each homework, counted on the rosters of its classes (issue 41: a
 * class's students who handed in nothing were not counted), one account call for the page.
 */
export async function submissionStatuses(
  ctx: ApiContext,
  homeworks: readonly RosterHomework[],
): Promise<Map<number, Homework['submission_status']>> {
  const [rosters, essays] = await Promise.all([
    rostersOf(ctx, homeworks),
    listHandInEssays(
      ctx.db,
      homeworks.map((h) => h.id),
    ),
  ]);
  return new Map(
    homeworks.map((h) => [h.id, submissionStatusOf(listOf(h, rosters, essays), h.students)]),
  );
}

/** The class names of the essays linked to roster students: the first of the homework's classes they are in. */
export async function rosterClassNames(
  ctx: ApiContext,
  homework: RosterHomework,
): Promise<Map<number, string>> {
  const { roster, classNames } = await rostersOf(ctx, [homework]);
  const classOf = new Map<number, string>();
  for (const id of homework.assigned_classes)
    for (const entry of roster.filter((r) => r.class_id === id))
      if (!classOf.has(entry.user_id))
        classOf.set(entry.user_id, classNames.get(id) ?? entry.cls_name);
  return classOf;
}

/**
 * The roster student an essay of the homework is to be linked to, with the name the roster gives
 * them; anyone not on the rosters of the homework's classes is refused (400), whatever the name.
 */
export async function requireRosterStudent(
  ctx: ApiContext,
  homework: RosterHomework,
  userId: number,
): Promise<{ user_id: number; name: string }> {
  const { roster } = await rostersOf(ctx, [homework]);
  const entry = roster.find(
    (r) => r.user_id === userId && homework.assigned_classes.includes(r.class_id),
  );
  if (!entry)
    throw new AppError('not_on_roster', ROSTER_MESSAGES.notOnRoster, { field: 'student_user_id' });
  return { user_id: entry.user_id, name: entry.name };
}
