import type { Db } from '@essay/db';

/** What the report document needs beyond the article row. */
export interface ReportExtras {
  graded_content: string | null;
  school_id: number;
  /** The grading number of the report in force (the newest stored one). */
  report_number: number | null;
}

export async function findReportExtras(db: Db, articleId: number): Promise<ReportExtras | null> {
  const [row] = await db.query<ReportExtras>(
    `SELECT a.graded_content, h.school_id,
       (SELECT max(r.grading_number) FROM api.article_reports r WHERE r.article_id = a.id) AS report_number
     FROM api.articles a JOIN api.homeworks h ON h.id = a.homework_id WHERE a.id = $1`,
    [articleId],
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
  return db.query<HistoryRow>(
    `SELECT grading_number, report->>'levelLabel' AS level_label, graded_at FROM api.article_reports
     WHERE article_id = $1 ORDER BY grading_number DESC`,
    [articleId],
  );
}

/** One earlier report of the essay and the text its spans point into. */
export async function findStoredReport(db: Db, articleId: number, gradingNumber: number): Promise<{ report: unknown; graded_content: string; graded_at: Date | string } | undefined> {
  return (
    await db.query<{ report: unknown; graded_content: string; graded_at: Date | string }>(
      'SELECT report, graded_content, graded_at FROM api.article_reports WHERE article_id = $1 AND grading_number = $2',
      [articleId, gradingNumber],
    )
  )[0];
}
