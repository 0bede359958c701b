import { findQuery, listQuery, sql } from '@essay/db';
import { q } from '../../db/tables.ts';
import { essaysWithHomework } from '../articles/articles.repository.ts';

/** What the report document needs beyond the article row. */
export interface ReportExtras {
  graded_content: string | null;
  school_id: number;
  /** The grading number of the report in force (the newest stored one). */
  report_number: number | null;
}

export const findReportExtras = findQuery(
  (articleId: number) =>
    essaysWithHomework()
      .select(['a.graded_content', 'h.school_id', 'h.name as homework_name'])
      .select((eb) =>
        eb
          .selectFrom('api.article_reports as r')
          .select((sub) => sub.fn.max('r.grading_number').as('n'))
          .whereRef('r.article_id', '=', 'a.id')
          .as('report_number'),
      )
      .where('a.id', '=', articleId),
  (row) => row ?? null,
);

export interface HistoryRow {
  grading_number: number;
  level_label: string;
  graded_at: Date | string;
}

/** Every report the essay had, newest first (issue 11 §6). */
export const listReportHistory = listQuery((articleId: number) =>
  q
    .selectFrom('api.article_reports')
    .select(['grading_number', sql<string>`report->>'levelLabel'`.as('level_label'), 'graded_at'])
    .where('article_id', '=', articleId)
    .orderBy('grading_number', 'desc'),
);

/** One earlier report of the essay and the text its spans point into. */
export const findStoredReport = findQuery((articleId: number, gradingNumber: number) =>
  q
    .selectFrom('api.article_reports')
    .select(['report', 'graded_content', 'graded_at'])
    .where('article_id', '=', articleId)
    .where('grading_number', '=', gradingNumber),
);
