import type { Db } from '@essay/db';

/** What the report document needs beyond the article row. */
export interface ReportExtras {
  graded_content: string | null;
  school_id: number;
  /** Some page of the essay still holds the OCR's text, not confirmed by the teacher. */
  ocr_unconfirmed: boolean;
}

export async function findReportExtras(db: Db, articleId: number): Promise<ReportExtras | null> {
  const [row] = await db.query<ReportExtras>(
    `SELECT a.graded_content, h.school_id,
       EXISTS (SELECT 1 FROM api.article_images ai WHERE ai.article_id = a.id AND ai.removed_at IS NULL AND ai.content IS NULL) AS ocr_unconfirmed
     FROM api.articles a JOIN api.homeworks h ON h.id = a.homework_id WHERE a.id = $1`,
    [articleId],
  );
  return row ?? null;
}
