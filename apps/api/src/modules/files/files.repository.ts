import type { Db } from '@essay/db';
import type { FileKind } from '@essay/contracts';

export interface FileRow {
  id: number;
  homework_id: number;
  file_name: string;
  kind: FileKind;
  content_type: string;
  size: number;
  sha256: string;
  storage_key: string;
  article_id: number | null;
  position: number;
  extraction_status: 'pending' | 'running' | 'done' | 'failed';
  extraction_error: string | null;
  /** The start of the extracted text; the full text is read only where one essay is built. */
  text_preview: string | null;
}

/** Characters of a file's text that lists carry. */
export const TEXT_PREVIEW_CHARS = 200;
const FILE_COLUMNS = `id, homework_id, file_name, kind, content_type, size, sha256, storage_key, article_id, position,
  extraction_status, extraction_error, left(text, ${TEXT_PREVIEW_CHARS}) AS text_preview`;

export async function insertFile(
  db: Db,
  file: { homeworkId: number; fileName: string; kind: FileKind; contentType: string; size: number; sha256: string; storageKey: string },
): Promise<FileRow> {
  const rows = await db.query<FileRow>(
    `INSERT INTO api.homework_files (homework_id, file_name, kind, content_type, size, sha256, storage_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${FILE_COLUMNS}`,
    [file.homeworkId, file.fileName, file.kind, file.contentType, file.size, file.sha256, file.storageKey],
  );
  return rows[0]!;
}

export async function countUnarrangedFiles(db: Db, homeworkId: number): Promise<number> {
  const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM api.homework_files WHERE homework_id = $1 AND article_id IS NULL', [homeworkId]);
  return rows[0]?.n ?? 0;
}

export async function listHomeworkFiles(db: Db, homeworkId: number, onlyUnarranged: boolean): Promise<FileRow[]> {
  return db.query<FileRow>(
    `SELECT ${FILE_COLUMNS} FROM api.homework_files WHERE homework_id = $1 ${onlyUnarranged ? 'AND article_id IS NULL' : ''} ORDER BY id`,
    [homeworkId],
  );
}

export async function listArticleFiles(db: Db, articleId: number): Promise<FileRow[]> {
  return db.query<FileRow>(`SELECT ${FILE_COLUMNS} FROM api.homework_files WHERE article_id = $1 ORDER BY position, id`, [articleId]);
}

export async function findFile(db: Db, id: number): Promise<FileRow | undefined> {
  return (await db.query<FileRow>(`SELECT ${FILE_COLUMNS} FROM api.homework_files WHERE id = $1`, [id]))[0];
}

export async function findHomeworkFile(db: Db, homeworkId: number, id: number): Promise<FileRow | undefined> {
  return (await db.query<FileRow>(`SELECT ${FILE_COLUMNS} FROM api.homework_files WHERE id = $1 AND homework_id = $2`, [id, homeworkId]))[0];
}

export async function deleteFile(db: Db, id: number): Promise<void> {
  await db.query('DELETE FROM api.homework_files WHERE id = $1', [id]);
}

export async function setExtractionState(
  db: Db,
  id: number,
  state: { status: FileRow['extraction_status']; error?: string | null; text?: string | null },
): Promise<void> {
  await db.query(
    `UPDATE api.homework_files SET extraction_status = $2, extraction_error = $3, text = COALESCE($4, text) WHERE id = $1`,
    [id, state.status, state.error ?? null, state.text ?? null],
  );
}

/** Storage keys of a file's page images (OCR'd pages), to remove them from disk. */
export async function listPageImageKeys(db: Db, fileId: number): Promise<string[]> {
  return (await db.query<{ image_key: string }>('SELECT image_key FROM api.file_pages WHERE file_id = $1', [fileId])).map((row) => row.image_key);
}

/**
 * A page as stored: what was read, by which OCR engine, why it fell back, the spans the reader
 * doubted (null: not recorded) and what reading it cost.
 */
export interface StoredPage {
  imageKey: string;
  text: string;
  confidence: number | null;
  ocrEngine?: 'tesseract' | 'llm-vision';
  ocrNote?: string | null;
  uncertain?: { start: number; end: number }[];
  usage?: { inputTokens: number; outputTokens: number; cost: number };
}

export async function replacePages(db: Db, fileId: number, pages: StoredPage[]): Promise<void> {
  await db.query('DELETE FROM api.file_pages WHERE file_id = $1', [fileId]);
  for (const [index, page] of pages.entries()) {
    await db.query(
      `INSERT INTO api.file_pages (file_id, page_index, image_key, text, confidence, uncertain, ocr_engine, ocr_note, input_tokens, output_tokens, cost)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        fileId, index, page.imageKey, page.text, page.confidence, page.uncertain ? JSON.stringify(page.uncertain) : null,
        page.ocrEngine ?? 'tesseract', page.ocrNote ?? null, page.usage?.inputTokens ?? 0, page.usage?.outputTokens ?? 0, page.usage?.cost ?? 0,
      ],
    );
  }
}

export async function assignFileToArticle(db: Db, fileId: number, articleId: number, position: number): Promise<void> {
  await db.query('UPDATE api.homework_files SET article_id = $2, position = $3 WHERE id = $1', [fileId, articleId, position]);
}

/** The file waits for arrangement again (taken out of its essay). */
export async function detachFile(db: Db, fileId: number): Promise<void> {
  await db.query('UPDATE api.homework_files SET article_id = NULL, position = 0 WHERE id = $1', [fileId]);
}
