import { REPORT_TIME_ZONE } from '@essay/contracts';
import { listQuery, onLocalDays, sql } from '@essay/db';
import { q } from '../../db/tables.ts';
import { essaysWithHomework } from '../articles/articles.repository.ts';

/** Days are Taiwan's: `from` at 00:00 up to the day after `to`, 00:00. */
const taiwanDays = (column: string, from: string, to: string) =>
  onLocalDays(column, { from, to }, REPORT_TIME_ZONE);

export interface CorrectionRecord {
  grading_id: number;
  /** The essay's first version; null only for corrections made before it was recorded and since erased. */
  essay_id: number | null;
  points: number;
  requested_by: number;
  week: string;
  student_user_id: number | null;
  assigned_classes: number[];
}

/** The school's corrections that finished in the range (failed ones are refunded: not counted). */
export const listCorrections = listQuery((schoolId: number, from: string, to: string) =>
  q
    .selectFrom('api.gradings as g')
    .innerJoin('api.homeworks as h', 'h.id', 'g.homework_id')
    .leftJoin('api.articles as a', 'a.id', 'g.article_id')
    .select(['g.id as grading_id', 'g.essay_id', 'g.points', 'g.requested_by'])
    .select(['a.student_user_id', 'h.assigned_classes'])
    .select(
      sql<string>`to_char(date_trunc('week', g.finished_at AT TIME ZONE ${sql.lit(REPORT_TIME_ZONE)}), 'YYYY-MM-DD')`.as(
        'week',
      ),
    )
    .where('h.school_id', '=', schoolId)
    .where('g.status', '=', 'done')
    .where((eb) => eb.and(taiwanDays('g.finished_at', from, to))),
);

export interface GradedEssayRecord {
  article_id: number;
  revision_of: number | null;
  homework_id: number;
  homework_name: string;
  assigned_classes: number[];
  student_user_id: number | null;
  level_label: string | null;
  teacher_level: number | string | null;
  report: { rubric?: string; fullScore?: number } | null;
}

/** The school's essays graded in the range, with the level shown for them (the teacher's own first). */
export const listGradedEssays = listQuery((schoolId: number, from: string, to: string) =>
  essaysWithHomework()
    .select(['a.id as article_id', 'a.revision_of'])
    .select(['h.id as homework_id', 'h.name as homework_name', 'h.assigned_classes'])
    .select('a.student_user_id')
    // The level is written by the service in the rubric's one format (issue 29).
    .select([
      'a.level_label',
      sql<number | null>`(a.teacher_override->>'level')::numeric`.as('teacher_level'),
      sql<
        GradedEssayRecord['report']
      >`jsonb_build_object('rubric', a.report->'rubric', 'fullScore', a.report->'fullScore')`.as(
        'report',
      ),
    ])
    .where('h.school_id', '=', schoolId)
    .where('a.status', '=', 'graded')
    .where((eb) => eb.and(taiwanDays('a.graded_at', from, to)))
    .orderBy('h.id'),
);
