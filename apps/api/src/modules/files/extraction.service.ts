import { isIngestError, type Extractor } from '@essay/ingest';
import { costOf } from '@essay/contracts';
import type { ApiContext } from '../../context.ts';
import { syncArticleImages } from '../articles/article-pages.repository.ts';
import { refreshArticleContent } from '../articles/article-text.ts';
import { autoNameArticles } from '../articles/auto-naming.ts';
import { gradeWhenReady } from '../grading/grade-when-ready.ts';
import * as files from './files.repository.ts';

/** Where a file's page images are stored; removed with the file. */
export function pageImagePrefix(fileId: number): string {
  return `pages/${fileId}`;
}

/**
 * Turns one uploaded file into text and page images (see extractContent in @essay/ingest). The
 * work runs in the extraction worker thread, so a hostile file that exhausts its memory or time
 * fails alone: the reason is recorded on the file and the server keeps answering. Re-running it
 * replaces what an earlier or interrupted run left, page images on disk included.
 */
export async function extractFile(
  ctx: ApiContext,
  extractor: Extractor,
  fileId: number,
): Promise<void> {
  const file = await files.findFile(ctx.db, fileId);
  if (!file) return; // deleted meanwhile
  await files.setExtractionState(ctx.db, fileId, { status: 'running' });
  let extracted;
  try {
    extracted = await ctx.files.withLocalCopy(file.storage_key, (copy) =>
      extractor.extract(copy, file.kind),
    );
  } catch (error) {
    if (!isIngestError(error)) throw error; // unexpected: pg-boss retries
    await files.setExtractionState(ctx.db, fileId, { status: 'failed', error: error.message });
    return;
  }
  let articleId: number | null = null;
  const oldKeys = await files.listPageImageKeys(ctx.db, fileId);
  const pages: files.StoredPage[] = [];
  const prices = ctx.config.llm?.prices ?? { inputPer1k: 0, outputPer1k: 0 };
  for (const page of extracted.pages) {
    const imageKey = ctx.files.newKey(pageImagePrefix(fileId), 'png');
    await ctx.files.write(imageKey, Buffer.from(page.png));
    pages.push({
      imageKey,
      text: page.text,
      confidence: page.confidence,
      ocrEngine: page.engine,
      ocrNote: page.note,
      blank: page.blank,
      uncertain: page.uncertain,
      usage: { ...page.usage, cost: costOf(page.usage, prices) },
    });
  }
  await ctx.db.transaction(async (tx) => {
    await files.replacePages(tx, fileId, pages);
    await files.setExtractionState(tx, fileId, { status: 'done', text: extracted.text });
    const current = await files.findFile(tx, fileId);
    articleId = current?.article_id ?? null;
    if (current?.article_id) {
      await syncArticleImages(tx, current.article_id);
      await refreshArticleContent(tx, current.article_id);
    }
  });
  for (const key of oldKeys) await ctx.files.remove(key);
  await autoNameArticles(ctx.db, file.homework_id);
  // A "correct all" asked while this text was being read corrects the essay now (issue 12).
  if (articleId !== null) await gradeWhenReady(ctx, articleId);
}

/** After the last try, an unexpected failure is shown on the file, with a retry button. */
export async function markExtractionFailed(
  ctx: ApiContext,
  fileId: number,
  error: unknown,
): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  await files.setExtractionState(ctx.db, fileId, {
    status: 'failed',
    error: `Text extraction failed: ${message.slice(0, 300)}`,
  });
}
