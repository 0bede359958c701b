import { z } from 'zod';
import { csvTable } from './csv.ts';
import { ExportFormatSchema } from './dates.ts';
import { ArticleStatusSchema } from './homework.ts';
import { UI_LOCALES } from './locales.ts';
import { ARTICLE_STATUS_LABELS, type ReportLocale } from './report-labels.ts';

/**
 * GET /api/teacher/homeworks/{id}/grades?format=&locale=: a homework's grades for the school's
 * grade book (issue 41 §5); `locale` names the headers, dimensions and status words (else the
 * browser's language), `format=csv` answers the same rows as CSV.
 */
export const GradesQuerySchema = z.object({
  format: ExportFormatSchema,
  locale: z.enum(UI_LOCALES).optional(),
});
export type GradesQuery = z.infer<typeof GradesQuerySchema>;

/** Whose level a row carries: the teacher's own (an override), else the engine's (re-levelled or not). */
export const LevelSourceSchema = z.enum(['teacher', 'engine']);
export type LevelSource = z.infer<typeof LevelSourceSchema>;

/** A dimension column: the rubric's name in the asked locale and its maximum. */
export const GradeDimensionSchema = z.object({
  key: z.string(),
  name: z.string(),
  max_score: z.number(),
});

/**
 * One essay (its latest version: a revision stands for the essays it revises). Level and scores
 * are null until the essay has a report.
 */
export const GradeRowSchema = z.object({
  article_id: z.number().int(),
  student_name: z.string(),
  /** The student's account when the essay is linked to one; null for a name only. */
  student_user_id: z.number().int().nullable(),
  /** The student's seat number in the class; empty while unknown. */
  seat_number: z.string(),
  class_name: z.string(),
  title: z.string(),
  /** 1 for a first essay, 2 for its revision, and so on. */
  version: z.number().int().min(1),
  status: ArticleStatusSchema,
  level: z.number().nullable(),
  level_label: z.string().nullable(),
  full_score: z.number().nullable(),
  level_by: LevelSourceSchema.nullable(),
  /** The dimension scores by key: the teacher's where set, else the engine's. */
  dimensions: z.record(z.string(), z.number()),
});
export type GradeRow = z.infer<typeof GradeRowSchema>;

export const HomeworkGradesSchema = z.object({
  homework_id: z.number().int(),
  homework_name: z.string(),
  locale: z.enum(UI_LOCALES),
  /** Every dimension any essay's rubric has, in the rubric's order. */
  dimensions: z.array(GradeDimensionSchema),
  rows: z.array(GradeRowSchema),
});
export type HomeworkGrades = z.infer<typeof HomeworkGradesSchema>;

const FIXED_COLUMNS = [
  'student',
  'seat',
  'class',
  'title',
  'version',
  'level',
  'score',
  'fullScore',
  'levelBy',
] as const;
type FixedColumn = (typeof FIXED_COLUMNS)[number];

/** The grade CSV's words: its headers and who set the level. */
export const GRADES_CSV_LABELS: Record<
  ReportLocale,
  Record<FixedColumn | 'status', string> & Record<LevelSource, string>
> = {
  'en-us': {
    student: 'Student',
    seat: 'Seat number',
    class: 'Class',
    title: 'Essay',
    version: 'Version',
    level: 'Level',
    score: 'Score',
    fullScore: 'Full score',
    levelBy: 'Level set by',
    status: 'Status',
    teacher: 'Teacher',
    engine: 'Engine',
  },
  'zh-tw': {
    student: '學生',
    seat: '座號',
    class: '班級',
    title: '作文',
    version: '版本',
    level: '等級',
    score: '分數',
    fullScore: '滿分',
    levelBy: '評定者',
    status: '狀態',
    teacher: '教師',
    engine: '系統',
  },
};

/** A dimension's header: its name and maximum, e.g. "立意取材（滿分 6）". */
function dimensionHeader(d: z.infer<typeof GradeDimensionSchema>, locale: ReportLocale): string {
  return locale === 'zh-tw'
    ? `${d.name}（${GRADES_CSV_LABELS[locale].fullScore} ${d.max_score}）`
    : `${d.name} (/${d.max_score})`;
}

/**
 * The grades as one CSV table in their locale's words: a row per essay, the dimensions between
 * the level and the status. BOM and formula neutralising as every CSV of the product (`csvTable`).
 */
export function homeworkGradesCsv(grades: HomeworkGrades): string {
  const t = GRADES_CSV_LABELS[grades.locale];
  const dimensionColumns = grades.dimensions.map((d) => ({
    key: d.key,
    header: dimensionHeader(d, grades.locale),
  }));
  const columns = [
    ...FIXED_COLUMNS.map((c) => t[c]),
    ...dimensionColumns.map((d) => d.header),
    t.status,
  ];
  return csvTable(
    columns,
    grades.rows.map((row) => ({
      [t.student]: row.student_name,
      [t.seat]: row.seat_number,
      [t.class]: row.class_name,
      [t.title]: row.title,
      [t.version]: row.version,
      [t.level]: row.level_label,
      [t.score]: row.level,
      [t.fullScore]: row.full_score,
      [t.levelBy]: row.level_by === null ? null : t[row.level_by],
      ...Object.fromEntries(dimensionColumns.map((d) => [d.header, row.dimensions[d.key] ?? null])),
      [t.status]: ARTICLE_STATUS_LABELS[row.status][grades.locale],
    })),
  );
}
