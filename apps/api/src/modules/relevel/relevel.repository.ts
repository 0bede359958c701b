import { changeQuery, listQuery, sql, statement } from '@essay/db';
import { q } from '../../db/tables.ts';

/** The corrected essays of a homework with what a re-level reads: reports, teacher's levels. */
export const listCorrectedEssays = listQuery((homeworkId: number) =>
  q
    .selectFrom('api.articles')
    .select([
      'id',
      'student_name',
      'title',
      'grading_count',
      'report',
      'teacher_override',
      'relevelled_from',
    ])
    .where('homework_id', '=', homeworkId)
    .where('status', '=', 'graded')
    .where('report', 'is not', null)
    .orderBy('id'),
);

export interface NewLevel {
  articleId: number;
  /** The report the level belongs to: a correction since the preview leaves the essay alone. */
  gradingNumber: number;
  from: number;
  to: number;
  label: string;
  /** The engine's own level, kept the first time the essay is re-levelled. */
  engine: { level: number; label: string };
}

/** `report` with another level and label (the report is otherwise the engine's, unchanged). */
const withLevel = (level: NewLevel) =>
  sql<string>`jsonb_set(jsonb_set(report, '{level}', to_jsonb(${level.to}::numeric)), '{levelLabel}', to_jsonb(${level.label}::text))`;

/**
 * Moves a corrected essay's level, only while it is as the preview saw it: still this report,
 * still at `from`, and still without a level of the teacher's (which a re-level never changes).
 */
export const setRelevelledLevel = changeQuery((level: NewLevel) =>
  q
    .updateTable('api.articles')
    .set({
      report: withLevel(level),
      score: level.to,
      level_label: level.label,
      relevelled_from: sql<string>`COALESCE(relevelled_from, ${JSON.stringify(level.engine)}::jsonb)`,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', level.articleId)
    .where('status', '=', 'graded')
    .where('grading_count', '=', level.gradingNumber)
    .where(sql<boolean>`(report->>'level')::numeric = ${level.from}`)
    .where(sql<boolean>`teacher_override->>'level' IS NULL`)
    .returning('id'),
);

/** The same level in the kept copy of that report, so the report history says the same. */
export const setStoredReportLevel = statement((level: NewLevel) =>
  q
    .updateTable('api.article_reports')
    .set({ report: withLevel(level) })
    .where('article_id', '=', level.articleId)
    .where('grading_number', '=', level.gradingNumber),
);
