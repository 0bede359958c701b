import type { Span } from '@essay/contracts';
import type { Db } from '@essay/db';

export interface ImageRow {
  id: number;
  article_id: number;
  page_id: number;
  position: number;
  content: string | null;
  page_text: string;
  image_key: string;
  file_name: string;
  extraction_status: 'pending' | 'running' | 'done' | 'failed';
  extraction_error: string | null;
  /** Spans of the page's current text the OCR doubted, not yet confirmed; null: not recorded. */
  unconfirmed: Span[] | null;
  ocr_engine: 'tesseract' | 'llm-vision';
  ocr_note: string | null;
}

export async function listArticleImages(db: Db, articleId: number): Promise<ImageRow[]> {
  return db.query<ImageRow>(
    `SELECT ai.id, ai.article_id, ai.page_id, ai.position, ai.content, p.text AS page_text, p.image_key, p.ocr_engine, p.ocr_note,
       f.file_name, f.extraction_status, f.extraction_error, ai.unconfirmed
     FROM api.article_images ai
     JOIN api.file_pages p ON p.id = ai.page_id
     JOIN api.homework_files f ON f.id = p.file_id
     WHERE ai.article_id = $1 AND ai.removed_at IS NULL ORDER BY ai.position, ai.id`,
    [articleId],
  );
}

export async function setImagePositions(db: Db, articleId: number, orderedIds: number[]): Promise<void> {
  for (const [position, id] of orderedIds.entries()) {
    await db.query('UPDATE api.article_images SET position = $3 WHERE id = $1 AND article_id = $2', [id, articleId, position]);
  }
}

export async function removeImagesExcept(db: Db, articleId: number, keptIds: number[]): Promise<void> {
  await db.query('UPDATE api.article_images SET removed_at = now() WHERE article_id = $1 AND removed_at IS NULL AND NOT (id = ANY($2::int[]))', [articleId, keptIds]);
}

/** The page's text as the teacher saved it, and its doubtful spans still to confirm. */
export async function setImageContent(db: Db, articleId: number, imageId: number, content: string, unconfirmed: Span[]): Promise<boolean> {
  const rows = await db.query(
    'UPDATE api.article_images SET content = $3, unconfirmed = $4::jsonb WHERE id = $1 AND article_id = $2 AND removed_at IS NULL RETURNING id',
    [imageId, articleId, content, JSON.stringify(unconfirmed)],
  );
  return rows.length > 0;
}

/** The essay's pages in order with their current text and unconfirmed spans (for grading). */
export async function listPageDoubts(db: Db, articleId: number): Promise<{ text: string; spans: Span[] }[]> {
  const rows = await db.query<{ text: string; unconfirmed: Span[] | null }>(
    `SELECT COALESCE(ai.content, p.text) AS text, ai.unconfirmed FROM api.article_images ai JOIN api.file_pages p ON p.id = ai.page_id
     WHERE ai.article_id = $1 AND ai.removed_at IS NULL ORDER BY ai.position, ai.id`,
    [articleId],
  );
  return rows.map((row) => ({ text: row.text, spans: row.unconfirmed ?? [] }));
}

export async function findPageImage(db: Db, pageId: number): Promise<{ image_key: string } | undefined> {
  return (await db.query<{ image_key: string }>('SELECT image_key FROM api.file_pages WHERE id = $1', [pageId]))[0];
}
