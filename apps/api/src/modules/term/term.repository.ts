import type { CorrectionDecision, TeacherOverride } from '@essay/contracts';
import { listQuery, sql, unlessEmpty } from '@essay/db';
import { q } from '../../db/tables.ts';
import { essaysWithHomework } from '../articles/articles.repository.ts';
import { DECISION_COLUMNS, decisionOf } from '../corrections/corrections.repository.ts';

/** A corrected essay version of a term, with what the term reads of it. */
export interface TermEssayRow {
  id: number;
  homework_id: number;
  homework_name: string;
  homework_created_at: Date | string;
  title: string;
  student_user_id: number;
  revision_of: number | null;
  report: unknown;
  /** The text the report's spans point into. */
  graded_text: string;
  teacher_override: TeacherOverride | null;
  submitted_at: Date | string;
  graded_at: Date | string | null;
  /** The report in force: the newest stored one, else the essay's grading count. */
  grading_number: number;
}

/**
 * What a term reads of the stored report, picked in the database: a report's dimensions carry
 * evidence and comments the term never shows, and a class's 400 reports are megabytes of them.
 */
const termReport = sql<unknown>`jsonb_build_object(
  'lang', a.report->'lang', 'rubric', a.report->'rubric', 'level', a.report->'level',
  'levelLabel', a.report->'levelLabel', 'fullScore', a.report->'fullScore',
  'wordCount', a.report->'wordCount', 'corrections', a.report->'corrections',
  'dimensions', COALESCE((
    SELECT jsonb_agg(jsonb_build_object('key', d->'key', 'name', d->'name',
      'score', d->'score', 'maxScore', d->'maxScore') ORDER BY i)
    FROM jsonb_array_elements(a.report->'dimensions') WITH ORDINALITY AS x(d, i)), '[]'::jsonb))`;

/**
 * Whose essays a term reads: a student's released ones, those of homework set for some classes,
 * or (the student's data export) every one of the school.
 */
export type TermScope =
  { released: true } | { classIds: readonly number[] } | { wholeSchool: true };

/**
 * The corrected essays (every version) of these students in the school, linked by account id only
 * (issue 41: never by name). `released`: only homework whose reports the students may read;
 * `classIds`: only homework set for one of these classes.
 */
export const listTermEssays = listQuery(
  (schoolId: number, studentIds: readonly number[], scope: TermScope) => {
    let query = essaysWithHomework()
      .select([
        'a.id',
        'a.homework_id',
        'h.name as homework_name',
        'h.created_at as homework_created_at',
        'a.title',
        'a.revision_of',
        'a.teacher_override',
        'a.submitted_at',
        'a.graded_at',
      ])
      .select((eb) => [
        termReport.as('report'),
        eb.fn.coalesce('a.graded_content', 'a.content').as('graded_text'),
        sql<number>`a.student_user_id`.as('student_user_id'),
        eb.fn
          .coalesce(
            eb
              .selectFrom('api.article_reports as r')
              .select((sub) => sub.fn.max('r.grading_number').as('n'))
              .whereRef('r.article_id', '=', 'a.id'),
            'a.grading_count',
          )
          .$castTo<number>()
          .as('grading_number'),
      ])
      .where('h.school_id', '=', schoolId)
      .where('a.student_user_id', 'in', [...studentIds])
      .where('a.status', '=', 'graded')
      .where('a.report', 'is not', null);
    if ('released' in scope) query = query.where('h.released', '=', true);
    if ('classIds' in scope)
      query = query.where(sql<boolean>`h.assigned_classes && ${[...scope.classIds]}::int[]`);
    return unlessEmpty(studentIds, query.orderBy('a.submitted_at').orderBy('a.id'));
  },
  (row): TermEssayRow => ({ ...row, grading_number: Number(row.grading_number) }),
);

/** The teacher's decisions on these essays' corrections, every report's; the caller keeps the one in force. */
export const listTermDecisions = listQuery(
  (articleIds: readonly number[]) =>
    unlessEmpty(
      articleIds,
      q
        .selectFrom('api.correction_decisions')
        .select([...DECISION_COLUMNS, 'article_id', 'grading_number'])
        .where('article_id', 'in', [...articleIds])
        .orderBy('id'),
    ),
  (row): CorrectionDecision & { article_id: number; grading_number: number } => ({
    article_id: row.article_id,
    grading_number: row.grading_number,
    ...decisionOf(row),
  }),
);

/** The homework set for a class (by any teacher of the school), oldest first. */
export const listClassHomeworks = listQuery((schoolId: number, classId: number) =>
  q
    .selectFrom('api.homeworks as h')
    .select(['h.id', 'h.name', 'h.created_at'])
    .where('h.school_id', '=', schoolId)
    .where(sql<boolean>`${classId} = ANY(h.assigned_classes)`)
    .orderBy('h.created_at')
    .orderBy('h.id'),
);
