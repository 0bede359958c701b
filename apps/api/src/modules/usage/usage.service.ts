import {
  shownLevelLabel,
  REPORT_TIME_ZONE,
  USAGE_DEFAULT_DAYS,
  type UsageQuery,
  type UsageReport,
} from '@essay/contracts';
import type { ApiCaller } from '../../http/caller.ts';
import type { ApiContext } from '../../context.ts';
import * as usage from './usage.repository.ts';

const DAY_MS = 86_400_000;
const toDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** Today in Taiwan, YYYY-MM-DD. */
function today(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: REPORT_TIME_ZONE }).format(now);
}

/** The range asked for; missing ends default to the last USAGE_DEFAULT_DAYS days up to today. */
export function usageRange(
  query: Pick<UsageQuery, 'from' | 'to'>,
  now = new Date(),
): { from: string; to: string } {
  const to = query.to ?? (query.from && query.from > today(now) ? query.from : today(now));
  const from =
    query.from ?? toDay(Math.min(dayMs(to), dayMs(today(now))) - (USAGE_DEFAULT_DAYS - 1) * DAY_MS);
  return { from: from <= to ? from : to, to };
}

/** The Mondays of every week the range touches. */
export function weeksOf(from: string, to: string): string[] {
  const start = dayMs(from);
  const weekday = (new Date(start).getUTCDay() + 6) % 7; // Monday 0
  const weeks: string[] = [];
  for (let ms = start - weekday * DAY_MS; ms <= dayMs(to); ms += 7 * DAY_MS) weeks.push(toDay(ms));
  return weeks;
}

/**
 * The essay's class: the student's own class among the homework's classes; else the homework's
 * class when it has exactly one; else none (a teacher upload for a homework of several classes).
 */
export function classOfEssay(
  assigned: number[],
  studentId: number | null,
  memberOf: Map<number, Set<number>>,
): number | null {
  if (studentId !== null) {
    const own = memberOf.get(studentId);
    const hit = assigned.find((id) => own?.has(id));
    if (hit !== undefined) return hit;
  }
  return assigned.length === 1 ? assigned[0]! : null;
}

/** A group's essays (each counted once, however often corrected or revised) and its points. */
interface Tally {
  essays: Set<string>;
  points: number;
}
const newTally = (): Tally => ({ essays: new Set(), points: 0 });
const figures = (t: Tally) => ({ essays_corrected: t.essays.size, points_spent: t.points });

function add<K>(map: Map<K, Tally>, key: K, essay: string, points: number): void {
  const tally = map.get(key) ?? newTally();
  tally.essays.add(essay);
  tally.points += points;
  map.set(key, tally);
}

/** The admin's usage report: the caller's school only, in the asked range. */
export async function buildUsageReport(
  ctx: ApiContext,
  caller: ApiCaller,
  query: Pick<UsageQuery, 'from' | 'to'>,
): Promise<UsageReport> {
  const { from, to } = usageRange(query);
  const [corrections, graded, users, classes, memberships] = await Promise.all([
    usage.listCorrections(ctx.db, caller.schoolId, from, to),
    usage.listGradedEssays(ctx.db, caller.schoolId, from, to),
    ctx.account.listSchoolUsers(caller.schoolId),
    ctx.account.listSchoolClasses(caller.schoolId),
    ctx.account.listSchoolMemberships(caller.schoolId),
  ]);
  const userName = new Map(users.map((u) => [u.id, u.nickname || u.username]));
  const className = new Map(classes.map((c) => [c.id, c.cls_name]));
  const nameOfClass = (id: number | null) => (id === null ? '' : (className.get(id) ?? `#${id}`));
  const memberOf = new Map<number, Set<number>>();
  for (const m of memberships)
    memberOf.set(m.user_id, (memberOf.get(m.user_id) ?? new Set()).add(m.class_id));

  const byWeek = new Map<string, Tally>(weeksOf(from, to).map((week) => [week, newTally()]));
  const byTeacher = new Map<number, Tally>();
  const byClass = new Map<number | null, Tally>();
  const total = newTally();
  for (const c of corrections) {
    // an essay counts once however often corrected or revised (decision 0072)
    const essay = c.essay_id === null ? `grading:${c.grading_id}` : `essay:${c.essay_id}`;
    total.essays.add(essay);
    total.points += c.points;
    add(byWeek, c.week, essay, c.points);
    add(byTeacher, c.requested_by, essay, c.points);
    add(byClass, classOfEssay(c.assigned_classes, c.student_user_id, memberOf), essay, c.points);
  }

  // A revised essay's level is its latest graded version's: the earlier one is not counted again.
  const revised = new Set(graded.map((e) => e.revision_of).filter((id) => id !== null));
  const levels = new Map<string, UsageReport['levels'][number]>();
  for (const essay of graded) {
    if (revised.has(essay.article_id)) continue;
    const classId = classOfEssay(essay.assigned_classes, essay.student_user_id, memberOf);
    const level = shownLevelLabel(essay) ?? '';
    const key = JSON.stringify([essay.homework_id, classId, level]);
    const row = levels.get(key) ?? {
      homework_id: essay.homework_id,
      homework_name: essay.homework_name,
      class_id: classId,
      class_name: nameOfClass(classId),
      level,
      essays: 0,
    };
    row.essays += 1;
    levels.set(key, row);
  }

  return {
    from,
    to,
    ...figures(total),
    by_week: [...byWeek].map(([week, tally]) => ({ week, ...figures(tally) })),
    by_teacher: [...byTeacher]
      .map(([id, tally]) => ({
        teacher_id: id,
        teacher_name: userName.get(id) ?? `#${id}`,
        ...figures(tally),
      }))
      .sort(
        (a, b) =>
          b.essays_corrected - a.essays_corrected || a.teacher_name.localeCompare(b.teacher_name),
      ),
    by_class: [...byClass]
      .map(([id, tally]) => ({ class_id: id, class_name: nameOfClass(id), ...figures(tally) }))
      .sort(
        (a, b) =>
          b.essays_corrected - a.essays_corrected || a.class_name.localeCompare(b.class_name),
      ),
    levels: [...levels.values()].sort(
      (a, b) =>
        a.homework_id - b.homework_id ||
        a.class_name.localeCompare(b.class_name) ||
        a.level.localeCompare(b.level, 'en', { numeric: true }),
    ),
  };
}
