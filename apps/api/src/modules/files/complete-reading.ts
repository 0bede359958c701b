import { isIngestError, joinPageTexts } from '@essay/ingest/light';
import type { Db } from '@essay/db';
import type { ApiContext } from '../../context.ts';
import { syncArticleImages } from '../articles/article-pages.repository.ts';
import { refreshArticleContent } from '../articles/article-text.ts';
import { autoNameArticles } from '../articles/auto-naming.ts';
import { gradeWhenReady } from '../grading/grade-when-ready.ts';
import * as files from './files.repository.ts';
import * as reads from './page-reads.repository.ts';

/** A file put together: its essay if arranged, and the page images of its earlier reading. */
export interface Finished {
  articleId: number | null;
  oldKeys: string[];
}

/**
 * Every page of the reading is read: the file's text (its pages' texts in order) and its OCR'd
 * pages replace what an earlier reading left, and its essay's text follows. Too much text fails
 * the file (null). Runs in the transaction that recorded the last page.
 */
export async function completeReading(
  tx: Db,
  fileId: number,
  reading: number,
): Promise<Finished | null> {
  const pages = await reads.listPageReads(tx, fileId, reading);
  await reads.clearPageReads(tx, fileId);
  let text: string;
  try {
    text = joinPageTexts(pages.map((page) => page.text));
  } catch (error) {
    if (!isIngestError(error)) throw error;
    await files.setExtractionState(tx, fileId, { status: 'failed', error: error.message });
    return null;
  }
  const oldKeys = await files.listPageImageKeys(tx, fileId);
  await files.replacePages(
    tx,
    fileId,
    pages.flatMap((page) => (page.page ? [page.page] : [])),
  );
  await files.setExtractionState(tx, fileId, { status: 'done', text });
  const current = await files.findFile(tx, fileId);
  const articleId = current?.article_id ?? null;
  if (articleId !== null) {
    await syncArticleImages(tx, articleId);
    await refreshArticleContent(tx, articleId);
  }
  return { articleId, oldKeys };
}

/** After the file's transaction: old images go, essays are named, a waiting "correct all" runs. */
export async function finishedReading(
  ctx: ApiContext,
  homeworkId: number,
  finished: Finished | null,
): Promise<void> {
  if (!finished) return;
  for (const key of finished.oldKeys) await ctx.files.remove(key);
  await autoNameArticles(ctx.db, homeworkId);
  // A "correct all" asked while this text was being read corrects the essay now (issue 12).
  if (finished.articleId !== null) await gradeWhenReady(ctx, finished.articleId);
}
