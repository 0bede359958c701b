import { first, run, sql, type Db } from '@essay/db';
import { q } from '../../db/tables.ts';

/** What the report document needs beyond the article row. */
export interface ReportExtras {
  graded_content: string | null;
  school_id: number;
  /** The grading number of the report in force (the newest stored one). */
  report_number: number | null;
}

export async function findReportExtras(db: Db, articleId: number): Promise<ReportExtras | null> {
  const row = await first(
    db,
    q
      .selectFrom('api.articles as a')
      .innerJoin('api.homeworks as h', 'h.id', 'a.homework_id')
      .select(['a.graded_content', 'h.school_id'])
      .select((eb) =>
        eb
          .selectFrom('api.article_reports as r')
          .select((sub) => sub.fn.max('r.grading_number').as('n'))
          .whereRef('r.article_id', '=', 'a.id')
          .as('report_number'),
      )
      .where('a.id', '=', articleId),
  );
  return row ?? null;
}

export interface HistoryRow {
  grading_number: number;
  level_label: string;
  graded_at: Date | string;
}

/** Every report the essay had, newest first (issue 11 §6). */
export async function listReportHistory(db: Db, articleId: number): Promise<HistoryRow[]> {
  return run(
    db,
    q
      .selectFrom('api.article_reports')
      .select(['grading_number', sql<string>`report->>'levelLabel'`.as('level_label'), 'graded_at'])
      .where('article_id', '=', articleId)
      .orderBy('grading_number', 'desc'),
  );
}

/** One earlier report of the essay and the text its spans point into. */
export async function findStoredReport(
  db: Db,
  articleId: number,
  gradingNumber: number,
): Promise<{ report: unknown; graded_content: string; graded_at: Date | string } | undefined> {
  return first(
    db,
    q
      .selectFrom('api.article_reports')
      .select(['report', 'graded_content', 'graded_at'])
      .where('article_id', '=', articleId)
      .where('grading_number', '=', gradingNumber),
  );
}
