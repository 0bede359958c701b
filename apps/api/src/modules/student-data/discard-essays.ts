import type { ApiContext } from '../../context.ts';
import { deleteArticle } from '../articles/articles.repository.ts';
import { listArticleFiles } from '../files/files.repository.ts';
import { discardFile } from '../files/files.service.ts';

/**
 * Deletes essays for good (erasure, retention): the rows (reports, decisions, re-reads, model
 * essay entries go with them; corrections stay counted without the essay), then the stored files
 * and page images. Answers how many stored files went. Safe to run again on what is left.
 */
export async function discardEssays(
  ctx: ApiContext,
  articleIds: readonly number[],
): Promise<number> {
  let files = 0;
  for (const articleId of articleIds) {
    const own = await listArticleFiles(ctx.db, articleId);
    await deleteArticle(ctx.db, articleId);
    for (const file of own) await discardFile(ctx, file);
    files += own.length;
  }
  return files;
}
