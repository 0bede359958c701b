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

interface Tally {
  essays_corrected: number;
  points_spent: number;
}

function add<K>(map: Map<K, Tally>, key: K, points: number): void {
  const tally = map.get(key) ?? { essays_corrected: 0, points_spent: 0 };
  tally.essays_corrected += 1;
  tally.points_spent += points;
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

  const byWeek = new Map<string, Tally>(
    weeksOf(from, to).map((week) => [week, { essays_corrected: 0, points_spent: 0 }]),
  );
  const byTeacher = new Map<number, Tally>();
  const byClass = new Map<number | null, Tally>();
  let points = 0;
  for (const c of corrections) {
    points += c.points;
    add(byWeek, c.week, c.points);
    add(byTeacher, c.requested_by, c.points);
    add(byClass, classOfEssay(c.assigned_classes, c.student_user_id, memberOf), c.points);
  }

  const levels = new Map<string, UsageReport['levels'][number]>();
  for (const essay of graded) {
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
    essays_corrected: corrections.length,
    points_spent: points,
    by_week: [...byWeek].map(([week, tally]) => ({ week, ...tally })),
    by_teacher: [...byTeacher]
      .map(([id, tally]) => ({
        teacher_id: id,
        teacher_name: userName.get(id) ?? `#${id}`,
        ...tally,
      }))
      .sort(
        (a, b) =>
          b.essays_corrected - a.essays_corrected || a.teacher_name.localeCompare(b.teacher_name),
      ),
    by_class: [...byClass]
      .map(([id, tally]) => ({ class_id: id, class_name: nameOfClass(id), ...tally }))
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
