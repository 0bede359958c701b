import type { Db } from '@essay/db';
import { joinPages, splitEssayTitle } from '@essay/grader/light';
import { listArticleFileTexts, listArticlePageTexts } from './article-pages.repository.ts';
import { setContent, setEssayTitle } from './articles.repository.ts';

/**
 * The essay's text, recomputed from its sources: its image pages (the teacher's edits, else the
 * OCR text) when it has any, else the text of its Word or PDF file. Pages join without a paragraph
 * break unless the text shows one; the essay's own title line names an essay still called homework_N.
 */
export async function refreshArticleContent(db: Db, articleId: number): Promise<string> {
  const pages = await listArticlePageTexts(db, articleId);
  const content =
    pages.length > 0
      ? joinPages(pages).trim()
      : (await listArticleFileTexts(db, articleId))
          .map((text) => (text ?? '').trim())
          .filter(Boolean)
          .join('\n');
  await setContent(db, articleId, content);
  const { title } = splitEssayTitle(content);
  if (title) await setEssayTitle(db, articleId, title);
  return content;
}
