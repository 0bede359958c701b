import { z } from 'zod';
import { parseOrThrow } from '@essay/contracts';
import { extractDocx, extractPdf, isIngestError, normaliseImage, renderPdfPage, type OcrWorker } from '@essay/ingest';
import type { ApiContext } from '../context.ts';
import { refreshArticleContent, syncArticleImages } from '../modules/articles/article-text.ts';
import { autoNameArticles } from '../modules/articles/auto-naming.ts';
import * as files from '../modules/files/files.repository.ts';
import { gradeWhenReady } from '../modules/grading/grade-when-ready.ts';

export const ExtractFilePayloadSchema = z.object({ fileId: z.number().int().positive() });

interface Page {
  imageKey: string;
  text: string;
  confidence: number | null;
}

/** Mostly Latin letters: read the page again with the English model. */
function looksEnglish(text: string): boolean {
  const letters = (text.match(/[A-Za-z]/g) ?? []).length;
  const han = (text.match(/\p{Script=Han}/gu) ?? []).length;
  return letters > 40 && letters > han * 4;
}

async function ocrPage(ctx: ApiContext, ocr: () => Promise<OcrWorker>, fileId: number, index: number, png: Buffer): Promise<Page> {
  const imageKey = ctx.files.newKey(`pages/${fileId}`, 'png');
  await ctx.files.write(imageKey, png);
  const worker = await ocr();
  let result = await worker.recognize(png, { lang: 'chi_tra' });
  if (looksEnglish(result.text)) result = await worker.recognize(png, { lang: 'eng' });
  void index;
  return { imageKey, text: result.text, confidence: result.confidence };
}

/**
 * Turns one uploaded file into text and page images: Word -> paragraphs; PDF -> its text layer,
 * scanned pages rasterised and OCR'd; photos -> normalised and OCR'd. Re-running it replaces
 * what an interrupted run left, so a restart mid-job loses nothing.
 */
export async function extractFile(ctx: ApiContext, ocr: () => Promise<OcrWorker>, payload: unknown): Promise<void> {
  const { fileId } = parseOrThrow(ExtractFilePayloadSchema, payload);
  const file = await files.findFile(ctx.db, fileId);
  if (!file) return; // deleted meanwhile
  await files.setExtractionState(ctx.db, fileId, { status: 'running' });
  const path = ctx.files.localPath(file.storage_key);
  let text = '';
  const pages: Page[] = [];
  try {
    if (file.kind === 'docx') {
      text = (await extractDocx(path)).paragraphs.join('\n');
    } else if (file.kind === 'pdf') {
      const pdf = await extractPdf(path);
      const parts: string[] = [];
      for (const [index, page] of pdf.pages.entries()) {
        if (page.scanned) {
          const ocrd = await ocrPage(ctx, ocr, fileId, index, await normaliseImage(await renderPdfPage(path, index)));
          pages.push(ocrd);
          parts.push(ocrd.text);
        } else {
          parts.push(page.text ?? '');
        }
      }
      text = parts.map((part) => part.trim()).filter(Boolean).join('\n');
    } else {
      const page = await ocrPage(ctx, ocr, fileId, 0, await normaliseImage(await ctx.files.read(file.storage_key)));
      pages.push(page);
      text = page.text;
    }
  } catch (error) {
    if (!isIngestError(error)) throw error; // unexpected: pg-boss retries
    await files.setExtractionState(ctx.db, fileId, { status: 'failed', error: error.message });
    return;
  }
  let articleId: number | null = null;
  await ctx.db.transaction(async (tx) => {
    await files.replacePages(tx, fileId, pages);
    await files.setExtractionState(tx, fileId, { status: 'done', text });
    const current = await files.findFile(tx, fileId);
    articleId = current?.article_id ?? null;
    if (current?.article_id) {
      await syncArticleImages(tx, current.article_id);
      await refreshArticleContent(tx, current.article_id);
    }
  });
  await autoNameArticles(ctx.db, file.homework_id);
  // A "correct all" asked while this text was being read corrects the essay now (issue 12).
  if (articleId !== null) await gradeWhenReady(ctx, articleId);
}

/** After the last retry, an unexpected failure is shown on the file, with a retry button. */
export async function markExtractionFailed(ctx: ApiContext, payload: unknown, error: unknown): Promise<void> {
  const { fileId } = parseOrThrow(ExtractFilePayloadSchema, payload);
  const message = error instanceof Error ? error.message : String(error);
  await files.setExtractionState(ctx.db, fileId, { status: 'failed', error: `Text extraction failed: ${message.slice(0, 300)}` });
}
