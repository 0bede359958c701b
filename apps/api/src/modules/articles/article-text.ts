import type { Db } from '@essay/db';
import { joinPages, splitEssayTitle } from '@essay/grader';
import { setContent, setEssayTitle } from './articles.repository.ts';

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

/**
 * The essay's text, recomputed from its sources: its image pages (the teacher's edits, else the
 * OCR text) when it has any, else the text of its Word or PDF file. Pages join without a paragraph
 * break unless the text shows one; the essay's own title line names an essay still called homework_N.
 */
export async function refreshArticleContent(db: Db, articleId: number): Promise<string> {
  const pages = await db.query<{ text: string }>(
    `SELECT COALESCE(ai.content, p.text) AS text FROM api.article_images ai JOIN api.file_pages p ON p.id = ai.page_id
     WHERE ai.article_id = $1 AND ai.removed_at IS NULL ORDER BY ai.position, ai.id`,
    [articleId],
  );
  let content: string;
  if (pages.length > 0) {
    content = joinPages(pages.map((page) => page.text)).trim();
  } else {
    const files = await db.query<{ text: string | null }>(
      'SELECT text FROM api.homework_files WHERE article_id = $1 ORDER BY position, id',
      [articleId],
    );
    content = files.map((file) => (file.text ?? '').trim()).filter(Boolean).join('\n');
  }
  await setContent(db, articleId, content);
  const { title } = splitEssayTitle(content);
  if (title) await setEssayTitle(db, articleId, title);
  return content;
}
