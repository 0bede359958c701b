import { z } from 'zod';
import { DATE_RANGE_FIELDS, ExportFormatSchema, inDateOrder } from './dates.ts';
import { csvTable } from './csv.ts';

/** Days and weeks of the usage report are Taiwan's (schools' calendar), whatever the server's zone. */
export const REPORT_TIME_ZONE = 'Asia/Taipei';
/** The default range: this many days up to today. */
export const USAGE_DEFAULT_DAYS = 84;
const MAX_RANGE_DAYS = 366 * 3;

const dayNumber = (value: string) => Date.parse(`${value}T00:00:00Z`) / 86_400_000;

/** GET /api/admin/usage?from=&to=&format=: both dates inclusive, Taiwan days. */
export const UsageQuerySchema = inDateOrder(
  z.object({ ...DATE_RANGE_FIELDS, format: ExportFormatSchema }),
).refine(
  (q) => !q.from || !q.to || dayNumber(q.to) - dayNumber(q.from) <= MAX_RANGE_DAYS,
  `The range may span at most ${MAX_RANGE_DAYS} days`,
);
export type UsageQuery = z.infer<typeof UsageQuerySchema>;

const Count = z.number().int().min(0);
const Spending = { essays_corrected: Count, points_spent: Count };

export const UsageReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  /**
   * Essays with a correction that finished in the range (decision 0072): an essay counts once
   * however often it was corrected, and a student's revisions count with the essay they revise;
   * in each week, teacher and class likewise.
   */
  essays_corrected: Count,
  /** Points charged for those corrections (every correction, re-corrections and revisions too). */
  points_spent: Count,
  /** `week` is the Monday (YYYY-MM-DD) the week starts on; weeks without corrections are listed with 0. */
  by_week: z.array(z.object({ week: z.string(), ...Spending })),
  by_teacher: z.array(
    z.object({ teacher_id: z.number().int(), teacher_name: z.string(), ...Spending }),
  ),
  /** `class_id` null: the homework has several classes and the essay's student is in none of them. */
  by_class: z.array(
    z.object({ class_id: z.number().int().nullable(), class_name: z.string(), ...Spending }),
  ),
  /**
   * Graded essays per homework, class and level (the teacher's own level when they set one); a
   * revised essay by its latest graded version.
   */
  levels: z.array(
    z.object({
      homework_id: z.number().int(),
      homework_name: z.string(),
      class_id: z.number().int().nullable(),
      class_name: z.string(),
      level: z.string(),
      essays: Count,
    }),
  ),
});
export type UsageReport = z.infer<typeof UsageReportSchema>;

/** What a CSV row counts: its `section` (total, week, teacher, class, level) and the names it is for. */
const USAGE_CSV_ROW = ['section', 'week', 'teacher', 'class', 'homework', 'level'] as const;
/** The row's numbers: the spending of a total, week, teacher or class; a level group's essays. */
const USAGE_CSV_NUMBERS = ['essays_corrected', 'points_spent', 'essays'] as const;
export const USAGE_CSV_HEADER = [...USAGE_CSV_ROW, ...USAGE_CSV_NUMBERS] as const;

/**
 * The report as one CSV table (the same numbers as the JSON): a row per total, week, teacher,
 * class and level group; `section` says which, the other columns are filled as they apply.
 */
export function usageReportCsv(report: UsageReport): string {
  return csvTable(USAGE_CSV_HEADER, [
    {
      section: 'total',
      week: `${report.from}..${report.to}`,
      essays_corrected: report.essays_corrected,
      points_spent: report.points_spent,
    },
    ...report.by_week.map((w) => ({ ...w, section: 'week' })),
    ...report.by_teacher.map((t) => ({ ...t, section: 'teacher', teacher: t.teacher_name })),
    ...report.by_class.map((c) => ({ ...c, section: 'class', class: c.class_name })),
    ...report.levels.map((l) => ({
      ...l,
      section: 'level',
      class: l.class_name,
      homework: l.homework_name,
    })),
  ]);
}
