import { z } from 'zod';
import { csvTable } from './csv.ts';
import { UI_LOCALES, type UiLocale } from './locales.ts';
import { formId } from './safe-text.ts';

/** Seat numbers (座號) of a class roster: 1 to 999. */
export const SEAT_MAX = 999;
export const SEAT_MESSAGE = `Seat numbers are whole numbers from 1 to ${SEAT_MAX}`;
export const SeatSchema = z
  .number()
  .int(SEAT_MESSAGE)
  .min(1, SEAT_MESSAGE)
  .max(SEAT_MAX, SEAT_MESSAGE);

/** A student of a pasted roster: the name, and the seat number written before it, if any. */
export interface RosterEntry {
  name: string;
  seat_no: number | null;
}

const SEPARATORS = /[\t,，、]+/;
/** "12 王小明", "12\t王小明", "12. Amy Chen", "12、王小明": a seat number, then the name. */
const SEATED = /^\s*(\d{1,4})\s*(?:[.．:：)）]\s*|[\t,，、]\s*|\s+)(\S.*)$/u;

/**
 * A pasted roster: one student a line (a line without a seat number may hold several names
 * separated by commas, full-width commas or tabs). A line starting with a number is that seat's
 * student, so a spreadsheet's 座號/姓名 columns paste as they are. Blank lines are skipped; an
 * entry repeated (same name, same seat) is kept once, but namesakes with different seats are two.
 */
export function parseRosterList(text: string): RosterEntry[] {
  const entries: RosterEntry[] = [];
  const seen = new Set<string>();
  const add = (name: string, seat: number | null) => {
    const key = `${seat ?? ''}|${name}`;
    if (name === '' || seen.has(key)) return;
    seen.add(key);
    entries.push({ name, seat_no: seat });
  };
  for (const line of text.split(/[\r\n]+/)) {
    const seated = SEATED.exec(line);
    if (seated) add((seated[2] ?? '').split(SEPARATORS)[0]!.trim(), Number(seated[1]));
    else for (const name of line.split(SEPARATORS)) add(name.trim(), null);
  }
  return entries;
}

/** Seat numbers given twice in one list. */
export function repeatedSeats(entries: readonly RosterEntry[]): number[] {
  const seats = entries.flatMap((e) => (e.seat_no === null ? [] : [e.seat_no]));
  return [...new Set(seats.filter((seat, i) => seats.indexOf(seat) !== i))];
}

/** POST /account/schoolclass/set_seat: a student's seat number in the class (empty: none). */
export const SetSeatFormSchema = z.object({
  id: formId,
  user_id: formId,
  seat_no: z.preprocess(
    (value) => (value === '' || value === undefined ? null : Number(value)),
    SeatSchema.nullable(),
  ),
});

export const ROSTER_MESSAGES = {
  seatTaken: 'That seat number is taken in this class',
  seatRepeated: 'A seat number appears twice in the list',
  notOnRoster: 'That student is not on the roster of this homework’s classes',
  studentHandIn: 'The student handed this essay in themselves; it stays theirs',
} as const;

/** A roster entry of a homework's class: a student account of the class, with its seat number. */
export const RosterStudentSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  seat_no: z.number().int().nullable(),
});
export type RosterStudent = z.infer<typeof RosterStudentSchema>;

/**
 * Where a roster student stands on a homework: `handed_in`, `late` (handed in after the
 * deadline), or `missing` (nothing yet). `via`: the student's own hand-in or the teacher's upload.
 */
export const HandInStateSchema = z.enum(['handed_in', 'late', 'missing']);
export type HandInState = z.infer<typeof HandInStateSchema>;
export const HandedInBySchema = z.enum(['student', 'teacher']);
export type HandedInBy = z.infer<typeof HandedInBySchema>;

export const HandInRowSchema = RosterStudentSchema.extend({
  state: HandInStateSchema,
  via: HandedInBySchema.nullable(),
  article_id: z.number().int().nullable(),
  handed_in_at: z.string().nullable(),
});
export type HandInRow = z.infer<typeof HandInRowSchema>;

/** GET /api/teacher/homeworks/{id}/roster: per assigned class, who has handed in, who not, who late. */
export const HandInListSchema = z.object({
  homework_id: z.number().int(),
  submission_deadline_at: z.string(),
  classes: z.array(
    z.object({
      class_id: z.number().int(),
      cls_name: z.string(),
      students: z.array(HandInRowSchema),
    }),
  ),
  /** Essays linked to no roster student: a free-text name, or an account no longer on the roster. */
  unlinked: z.array(
    z.object({ article_id: z.number().int(), student_name: z.string(), via: HandedInBySchema }),
  ),
  /** Names of the homework's typed student list that no essay carries yet. */
  unlisted_missing: z.array(z.string()),
});
export type HandInList = z.infer<typeof HandInListSchema>;

export const HandInListQuerySchema = z.object({
  format: z.enum(['json', 'csv'], 'format must be json or csv').default('json'),
  locale: z.enum(UI_LOCALES).default('en-us'),
});

const CSV_WORDS = {
  'en-us': {
    header: ['Class', 'Seat', 'Student', 'State', 'Handed in at', 'Handed in by'],
    state: { handed_in: 'Handed in', late: 'Late', missing: 'Not handed in' },
    via: { student: 'Student', teacher: 'Teacher upload' },
    notLinked: 'Not linked',
  },
  'zh-tw': {
    header: ['班級', '座號', '姓名', '狀態', '繳交時間', '繳交方式'],
    state: { handed_in: '已繳交', late: '遲交', missing: '未繳交' },
    via: { student: '學生繳交', teacher: '教師上傳' },
    notLinked: '未連結',
  },
} as const;

/** Taiwan time to the minute, as a grade book reads it: 2026-11-28 14:05. */
function taiwanTime(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Taipei',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

/** The hand-in list as CSV in the locale's words (formula cells neutralised by `csvTable`). */
export function handInListCsv(list: HandInList, locale: UiLocale): string {
  const words = CSV_WORDS[locale];
  const [cls, seat, name, state, at, via] = words.header;
  const rows = list.classes.flatMap((c) =>
    c.students.map((s) => ({
      [cls]: c.cls_name,
      [seat]: s.seat_no,
      [name]: s.name,
      [state]: words.state[s.state],
      [at]: s.handed_in_at === null ? null : taiwanTime(s.handed_in_at),
      [via]: s.via === null ? null : words.via[s.via],
    })),
  );
  const loose = [
    ...list.unlinked.map((e) => ({
      [name]: e.student_name,
      [state]: `${words.state.handed_in} (${words.notLinked})`,
      [via]: words.via[e.via],
    })),
    ...list.unlisted_missing.map((n) => ({ [name]: n, [state]: words.state.missing })),
  ];
  return csvTable(words.header, [...rows, ...loose]);
}
