import type { Db } from '@essay/db';
import type { ApiContext } from '../../context.ts';
import { deleteArticle } from '../articles/articles.repository.ts';
import { deleteFile, listArticleFiles } from '../files/files.repository.ts';
import { removeStoredFile, storedKeysOf, type StoredFileKeys } from '../files/files.service.ts';

/**
 * Deletes essays' rows in `db` (a transaction: reports, decisions, re-reads, model essay entries
 * go with them; corrections stay counted without the essay) and answers where their files' bytes
 * and page images are kept, for `removeStoredFiles` once the transaction committed: a refused or
 * failed deletion then leaves every row and every stored file in place (issue 41).
 */
export async function deleteEssayRows(
  db: Db,
  articleIds: readonly number[],
): Promise<StoredFileKeys[]> {
  const stored: StoredFileKeys[] = [];
  for (const articleId of articleIds) {
    const own = await listArticleFiles(db, articleId);
    for (const file of own) stored.push(await storedKeysOf(db, file));
    await deleteArticle(db, articleId);
    for (const file of own) await deleteFile(db, file.id);
  }
  return stored;
}

export async function removeStoredFiles(
  ctx: ApiContext,
  stored: readonly StoredFileKeys[],
): Promise<void> {
  for (const keys of stored) await removeStoredFile(ctx, keys);
}

/**
 * Deletes essays for good (retention): their rows in one transaction, then their stored files
 * and page images. Answers how many stored files went. Safe to run again on what is left.
 */
export async function discardEssays(
  ctx: ApiContext,
  articleIds: readonly number[],
): Promise<number> {
  const stored = await ctx.db.transaction((tx) => deleteEssayRows(tx, articleIds));
  await removeStoredFiles(ctx, stored);
  return stored.length;
}
