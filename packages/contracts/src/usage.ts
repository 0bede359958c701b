import { z } from 'zod';
import { CalendarDateSchema, datesInOrder, ExportFormatSchema } from './dates.ts';
import { ADMIN_MESSAGES } from './admin.ts';
import { csvCell } from './csv.ts';

/** Days and weeks of the usage report are Taiwan's (schools' calendar), whatever the server's zone. */
export const REPORT_TIME_ZONE = 'Asia/Taipei';
/** The default range: this many days up to today. */
export const USAGE_DEFAULT_DAYS = 84;
const MAX_RANGE_DAYS = 366 * 3;

const dayNumber = (value: string) => Date.parse(`${value}T00:00:00Z`) / 86_400_000;

/** GET /api/admin/usage?from=&to=&format=: both dates inclusive, Taiwan days. */
export const UsageQuerySchema = z
  .object({
    from: CalendarDateSchema.optional(),
    to: CalendarDateSchema.optional(),
    format: ExportFormatSchema,
  })
  .refine(datesInOrder, ADMIN_MESSAGES.badDateRange)
  .refine(
    (q) => !q.from || !q.to || dayNumber(q.to) - dayNumber(q.from) <= MAX_RANGE_DAYS,
    `The range may span at most ${MAX_RANGE_DAYS} days`,
  );
export type UsageQuery = z.infer<typeof UsageQuerySchema>;

const Count = z.number().int().min(0);
const Spending = { essays_corrected: Count, points_spent: Count };

export const UsageReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Corrections that finished in the range (a re-correction counts again). */
  essays_corrected: Count,
  /** Points charged for those corrections. */
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
  /** Graded essays per homework, class and level (the teacher's own level when they set one). */
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

export const USAGE_CSV_HEADER = [
  'section',
  'week',
  'teacher',
  'class',
  'homework',
  'level',
  'essays_corrected',
  'points_spent',
  'essays',
] as const;

/**
 * The report as one CSV table (the same numbers as the JSON): a row per total, week, teacher,
 * class and level group; `section` says which, the other columns are filled as they apply.
 */
export function usageReportCsv(report: UsageReport): string {
  const rows: (string | number | null)[][] = [[...USAGE_CSV_HEADER]];
  rows.push([
    'total',
    `${report.from}..${report.to}`,
    null,
    null,
    null,
    null,
    report.essays_corrected,
    report.points_spent,
    null,
  ]);
  for (const w of report.by_week)
    rows.push(['week', w.week, null, null, null, null, w.essays_corrected, w.points_spent, null]);
  for (const t of report.by_teacher)
    rows.push([
      'teacher',
      null,
      t.teacher_name,
      null,
      null,
      null,
      t.essays_corrected,
      t.points_spent,
      null,
    ]);
  for (const c of report.by_class)
    rows.push([
      'class',
      null,
      null,
      c.class_name,
      null,
      null,
      c.essays_corrected,
      c.points_spent,
      null,
    ]);
  for (const l of report.levels)
    rows.push(['level', null, null, l.class_name, l.homework_name, l.level, null, null, l.essays]);
  // A BOM so spreadsheet programs read the Chinese names as UTF-8.
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
