import {
  isIngestError,
  outlineOfType,
  type ExtractedPage,
  type Extractor,
} from '@essay/ingest/light';
import { costOf, type EssayLang } from '@essay/contracts';
import { decideLang } from '@essay/grader/light';
import type { Db } from '@essay/db';
import type { ApiContext } from '../../context.ts';
import { extractFileJob, type ExtractTask } from '../../jobs/extract-file.job.ts';
import { sendJob } from '../../jobs/enqueue.ts';
import { ownerOfHomework } from '../../jobs/job-owner.repository.ts';
import { completeReading, finishedReading, type Finished } from './complete-reading.ts';
import * as files from './files.repository.ts';
import * as reads from './page-reads.repository.ts';

/** Where a file's page images are stored; removed with the file. */
export function pageImagePrefix(fileId: number): string {
  return `pages/${fileId}`;
}

/**
 * Queues the job that opens a file (a new upload, or the teacher's retry: `urgent`). It reads no
 * page by OCR, so it is a quick job, ahead of every page to OCR (decision 0058).
 */
export async function queueReading(
  ctx: ApiContext,
  tx: Db,
  fileId: number,
  homeworkId: number,
  urgent: boolean,
): Promise<void> {
  await sendJob(
    ctx,
    tx,
    extractFileJob,
    { fileId, ...(urgent ? { urgent } : {}) },
    await ownerOfHomework(tx, homeworkId),
    urgent ? 'now' : 'background',
    { quick: true },
  );
}

/**
 * One job of a file's reading (decisions 0045, 0058). The first job (`page` absent) opens the
 * file in the extraction thread: a Word file's text, a PDF's text layer. It is a quick job, queued
 * ahead of pages to OCR, so a Word file is read in seconds however many photos wait. Every page
 * to OCR (a photo, a scanned page) is then a job of its own with its own fair turn, so one
 * school's long scans never hold another school's one-page files. Every reading has a number: a
 * page job of an earlier reading (the teacher retried) or of a page already read does nothing.
 * Hostile files fail alone in the thread (memory, time): the reason is recorded on the file.
 */
export async function extractFile(
  ctx: ApiContext,
  extractor: Extractor,
  task: ExtractTask,
): Promise<void> {
  if (task.page === undefined || task.reading === undefined)
    await openFile(ctx, extractor, task.fileId, task.urgent === true);
  else await readQueuedPage(ctx, extractor, task.fileId, task.reading, task.page);
}

type FileRow = files.FileRow;

async function openFile(
  ctx: ApiContext,
  extractor: Extractor,
  fileId: number,
  urgent: boolean,
): Promise<void> {
  const file = await files.findFile(ctx.db, fileId);
  if (!file) return; // deleted meanwhile
  const reading = await reads.startReading(ctx.db, fileId);
  try {
    // A photo is one page to OCR: known from its type, without fetching the file to the thread.
    const outline =
      outlineOfType(file.kind) ??
      (await ctx.files.withLocalCopy(file.storage_key, (copy) =>
        extractor.outline(copy, file.kind),
      ));
    const layers = outline.pages.flatMap((text, pageIndex) =>
      text === null ? [] : [{ pageIndex, text, page: null }],
    );
    const toRead = outline.pages.flatMap((text, index) => (text === null ? [index] : []));
    if (toRead.length > 0) {
      await ctx.db.transaction(async (tx) => {
        await reads.planPages(tx, fileId, reading, outline.pages.length, layers);
        const owner = await ownerOfHomework(tx, file.homework_id);
        for (const page of toRead)
          await sendJob(
            ctx,
            tx,
            extractFileJob,
            { fileId, page, reading, ...(urgent ? { urgent } : {}) },
            owner,
            urgent ? 'now' : 'background',
            { size: toRead.length },
          );
      });
      return;
    }
    // Nothing to OCR: a Word file or a PDF with a text layer on every page.
    const all: reads.PageRead[] =
      outline.text !== null ? [{ pageIndex: 0, text: outline.text, page: null }] : layers;
    const total = outline.text !== null ? null : outline.pages.length;
    const finished = await ctx.db.transaction(async (tx) => {
      await reads.planPages(tx, fileId, reading, total, all);
      return completeReading(tx, fileId, reading);
    });
    await finishedReading(ctx, file.homework_id, finished);
  } catch (error) {
    if (!isIngestError(error)) throw error; // unexpected: pg-boss retries
    await failReading(ctx.db, fileId, reading, error.message);
  }
}

/** One page of a long scan, read by its own job; the last page read puts the file together. */
async function readQueuedPage(
  ctx: ApiContext,
  extractor: Extractor,
  fileId: number,
  reading: number,
  pageIndex: number,
): Promise<void> {
  const file = await files.findFile(ctx.db, fileId);
  if (!file || file.extraction_run !== reading || file.extraction_status !== 'running') return;
  if (await reads.hasPageRead(ctx.db, fileId, reading, pageIndex)) return; // read before a restart
  let read: reads.PageRead;
  try {
    read = await readPage(ctx, extractor, file, pageIndex);
  } catch (error) {
    if (!isIngestError(error)) throw error;
    await failReading(ctx.db, fileId, reading, error.message);
    return;
  }
  const finished = await ctx.db.transaction(async (tx): Promise<Finished | 'stale' | null> => {
    const state = await reads.lockReading(tx, fileId);
    if (state?.extraction_run !== reading || state.extraction_status !== 'running') return 'stale';
    await reads.addPageRead(tx, fileId, reading, read);
    const count = await reads.countPagesRead(tx, fileId, reading);
    return count < (state.pages_total ?? Infinity) ? null : completeReading(tx, fileId, reading);
  });
  if (finished === 'stale') {
    if (read.page) await ctx.files.remove(read.page.imageKey);
  } else if (finished) await finishedReading(ctx, file.homework_id, finished);
}

/**
 * The language a homework's pages are written in, when its task says: English for gsat-english,
 * Chinese for the Chinese rubrics; otherwise English only when the task itself is written in
 * English (a few English words at least, and more English than Chinese, as the engine tells an
 * essay's language). An English page is then read once instead of three times; a Chinese page of
 * a homework wrongly taken for English costs one English reading more (readWithTesseract).
 */
export function expectedLanguage(task: {
  rubric: string | null;
  name: string;
  instructions: string | null;
}): EssayLang | undefined {
  if (task.rubric === 'gsat-english') return 'en';
  if (task.rubric === 'cap-writing' || task.rubric === 'gsat-chinese') return 'zh';
  const prompt = `${task.name}\n${task.instructions ?? ''}`;
  const englishWords = prompt.match(/[A-Za-z]{2,}/g)?.length ?? 0;
  return englishWords >= 3 && decideLang(prompt) === 'en' ? 'en' : undefined;
}

/** Page `index` read by OCR in the extraction thread, its image stored. */
async function readPage(
  ctx: ApiContext,
  extractor: Extractor,
  file: FileRow,
  index: number,
): Promise<reads.PageRead> {
  const task = await files.findHomeworkTask(ctx.db, file.homework_id);
  const expected = task && expectedLanguage(task);
  const read = await ctx.files.withLocalCopy(file.storage_key, (copy) =>
    extractor.readPage(copy, file.kind, index, expected),
  );
  const imageKey = ctx.files.newKey(pageImagePrefix(file.id), 'png');
  await ctx.files.write(imageKey, Buffer.from(read.png));
  return { pageIndex: index, text: read.text, page: storedPage(ctx, imageKey, read) };
}

function storedPage(ctx: ApiContext, imageKey: string, page: ExtractedPage): files.StoredPage {
  const prices = ctx.config.llm?.prices ?? { inputPer1k: 0, outputPer1k: 0 };
  return {
    imageKey,
    text: page.text,
    confidence: page.confidence,
    ocrEngine: page.engine,
    ocrNote: page.note,
    blank: page.blank,
    uncertain: page.uncertain,
    sheet: page.sheet ?? null,
    layout: page.layout ?? null,
    usage: { ...page.usage, cost: costOf(page.usage, prices) },
  };
}

/** The reading fails with `message`, unless a newer reading has started meanwhile. */
async function failReading(db: Db, fileId: number, reading: number, message: string) {
  await db.transaction(async (tx) => {
    const state = await reads.lockReading(tx, fileId);
    if (state?.extraction_run !== reading) return;
    await files.setExtractionState(tx, fileId, { status: 'failed', error: message });
    await reads.clearPageReads(tx, fileId);
  });
}

/** After the last try, an unexpected failure is shown on the file, with a retry button. */
export async function markExtractionFailed(
  ctx: ApiContext,
  task: ExtractTask,
  error: unknown,
): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  const text = `Text extraction failed: ${message.slice(0, 300)}`;
  const file = await files.findFile(ctx.db, task.fileId);
  if (file) await failReading(ctx.db, task.fileId, task.reading ?? file.extraction_run, text);
}
