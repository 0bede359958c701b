import type { Db } from '@essay/db';

/** What the report document needs beyond the article row. */
export interface ReportExtras {
  graded_content: string | null;
  school_id: number;
}

export async function findReportExtras(db: Db, articleId: number): Promise<ReportExtras | null> {
  const [row] = await db.query<ReportExtras>(
    `SELECT a.graded_content, h.school_id FROM api.articles a JOIN api.homeworks h ON h.id = a.homework_id WHERE a.id = $1`,
    [articleId],
  );
  return row ?? null;
}
