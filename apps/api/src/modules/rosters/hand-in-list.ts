import type {
  ClassRosterRow,
  HandedInBy,
  HandInList,
  HandInRow,
  SubmissionMethod,
} from '@essay/contracts';
import { iso } from '../../http/present.ts';

/** An essay of the homework as the hand-in list counts it (a revised essay left out: its revision stands). */
export interface HandInEssay {
  id: number;
  student_user_id: number | null;
  student_name: string;
  submitted_at: Date | string;
  handed_in_by: HandedInBy;
}

export interface HandInHomework {
  id: number;
  submission_method: SubmissionMethod;
  submission_deadline_at: Date | string;
  assigned_classes: number[];
  students: string[];
}

const time = (value: Date | string) => new Date(value).getTime();

/**
 * Where each roster student of the homework's classes stands, by account id (never by name, so
 * namesakes stay apart): the essays linked to them, the first one's time against the deadline.
 * Late only on a homework students hand in: a teacher's upload of paper essays carries the time
 * of the upload, not of the paper, so on a teacher-upload homework nobody is late; on a
 * student-hand-in homework an essay the teacher uploads for a student after the deadline is that
 * student's late hand-in (the student cannot hand in after it themselves).
 */
export function buildHandInList(
  homework: HandInHomework,
  classNames: ReadonlyMap<number, string>,
  roster: readonly ClassRosterRow[],
  essays: readonly HandInEssay[],
): HandInList {
  const byStudent = new Map<number, HandInEssay[]>();
  for (const essay of essays) {
    if (essay.student_user_id === null) continue;
    byStudent.set(essay.student_user_id, [...(byStudent.get(essay.student_user_id) ?? []), essay]);
  }
  const deadline = time(homework.submission_deadline_at);
  const rowOf = (entry: ClassRosterRow): HandInRow => {
    const own = [...(byStudent.get(entry.user_id) ?? [])].sort(
      (a, b) => time(a.submitted_at) - time(b.submitted_at) || a.id - b.id,
    );
    const student = { user_id: entry.user_id, name: entry.name, seat_no: entry.seat_no };
    const first = own[0];
    if (!first)
      return { ...student, state: 'missing', via: null, article_id: null, handed_in_at: null };
    const late = homework.submission_method === 'student' && time(first.submitted_at) > deadline;
    return {
      ...student,
      state: late ? 'late' : 'handed_in',
      via: first.handed_in_by,
      article_id: own.at(-1)!.id,
      handed_in_at: iso(first.submitted_at),
    };
  };
  const onRoster = new Set(roster.map((entry) => entry.user_id));
  const rosterNames = new Set(roster.map((entry) => entry.name));
  const named = new Set(essays.map((essay) => essay.student_name));
  return {
    homework_id: homework.id,
    submission_deadline_at: iso(homework.submission_deadline_at),
    classes: homework.assigned_classes
      .filter((id) => classNames.has(id))
      .map((id) => ({
        class_id: id,
        cls_name: classNames.get(id)!,
        students: roster.filter((entry) => entry.class_id === id).map(rowOf),
      })),
    unlinked: essays
      .filter((essay) => essay.student_user_id === null || !onRoster.has(essay.student_user_id))
      .map((essay) => ({
        article_id: essay.id,
        student_name: essay.student_name,
        via: essay.handed_in_by,
      })),
    unlisted_missing: homework.students.filter(
      (name) => !named.has(name) && !rosterNames.has(name),
    ),
  };
}

/**
 * "Handed in n / m": each roster student once (a student in two of the classes counts once), plus
 * the essays linked to nobody on the roster, against the typed list of names where that is longer.
 */
export function submissionStatusOf(
  list: HandInList,
  typedNames: readonly string[],
): { submitted: number; required: number } {
  const students = new Map<number, boolean>();
  for (const row of list.classes.flatMap((c) => c.students))
    students.set(row.user_id, row.state !== 'missing');
  const rosterNames = new Set(list.classes.flatMap((c) => c.students.map((s) => s.name)));
  const typed = typedNames.filter((name) => !rosterNames.has(name)).length;
  const handedIn = [...students.values()].filter(Boolean).length;
  return {
    submitted: handedIn + list.unlinked.length,
    required: students.size + Math.max(typed, list.unlinked.length),
  };
}
