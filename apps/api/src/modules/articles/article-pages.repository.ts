import type { Db } from '@essay/db';

/**
 * Gives the essay its image pages: one per page image of its files, in file order, keeping
 * pages the teacher already removed or edited as they are. A new page's doubtful OCR words are
 * still to be confirmed.
 */
export async function syncArticleImages(db: Db, articleId: number): Promise<void> {
  await db.query(
    `INSERT INTO api.article_images (article_id, page_id, position, unconfirmed)
     SELECT $1, p.id, f.position * 1000 + p.page_index, p.uncertain
     FROM api.homework_files f JOIN api.file_pages p ON p.file_id = f.id
     WHERE f.article_id = $1
     ON CONFLICT (article_id, page_id) DO NOTHING`,
    [articleId],
  );
}

/** The texts of the essay's image pages in order: the teacher's edit, else the OCR text. */
export async function listArticlePageTexts(db: Db, articleId: number): Promise<string[]> {
  const rows = await db.query<{ text: string }>(
    `SELECT COALESCE(ai.content, p.text) AS text FROM api.article_images ai JOIN api.file_pages p ON p.id = ai.page_id
     WHERE ai.article_id = $1 AND ai.removed_at IS NULL ORDER BY ai.position, ai.id`,
    [articleId],
  );
  return rows.map((row) => row.text);
}

/** The extracted texts of the essay's files in order (null: not read yet). */
export async function listArticleFileTexts(db: Db, articleId: number): Promise<(string | null)[]> {
  const rows = await db.query<{ text: string | null }>('SELECT text FROM api.homework_files WHERE article_id = $1 ORDER BY position, id', [articleId]);
  return rows.map((row) => row.text);
}
