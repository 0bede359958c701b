import { AppError, carrySpans, type ConfirmTranscript, type ImagePage } from '@essay/contracts';
import type { Readable } from 'node:stream';
import { listUnder } from '@essay/db';
import type { ApiContext } from '../../context.ts';
import type { ApiCaller } from '../../http/caller.ts';
import { refreshArticleContent } from '../articles/article-text.ts';
import { requireOwnArticle } from '../articles/articles.service.ts';
import { recordPageRead, type Actor } from '../audit/audit.service.ts';
import * as images from './images.repository.ts';

/** Saves a page's text; its doubtful spans follow the edit (see carrySpans). */
async function writeContent(
  db: ApiContext['db'],
  row: images.ImageRow,
  content: string,
): Promise<void> {
  const before = row.content ?? row.page_text;
  await images.setImageContent(db, row.article_id, row.id, content, {
    unconfirmed: carrySpans(before, content, row.unconfirmed ?? []),
    unreviewed: carrySpans(before, content, row.unreviewed ?? []),
  });
}

function presentImage(ctx: ApiContext, row: images.ImageRow, session: string): ImagePage {
  return {
    id: row.id,
    file_name: row.file_name,
    url: ctx.urls.sign(`/api/pages/${row.page_id}/image`, session),
    content: row.content ?? row.page_text,
    ocr_status: row.extraction_status,
    ocr_error: row.extraction_error,
    ocr_engine: row.ocr_engine,
    ocr_note: row.ocr_note,
    blank: row.blank,
    layout: row.layout,
    uncertain: row.unconfirmed ?? [],
    unreviewed: row.unreviewed ?? [],
    doubted: Math.max(row.page_uncertain?.length ?? 0, row.unconfirmed?.length ?? 0),
  };
}

/** The pages of the caller's own essay, in order. */
export const listImages = listUnder(
  requireOwnArticle,
  images.listArticleImages,
  (row, ctx, caller: ApiCaller): ImagePage => presentImage(ctx, row, caller.session),
);

/**
 * Saves the teacher's page order (pages left out are removed for good) and, optionally, every
 * page's text in the same transaction; the essay's text follows.
 */
export async function saveImages(
  ctx: ApiContext,
  caller: ApiCaller,
  articleId: number,
  input: { images: number[]; contents?: Record<string, string> | undefined },
): Promise<ImagePage[]> {
  await requireOwnArticle(ctx, caller, articleId);
  const rows = new Map(
    (await images.listArticleImages(ctx.db, articleId)).map((row) => [row.id, row]),
  );
  const current = new Set(rows.keys());
  if (new Set(input.images).size !== input.images.length)
    throw new AppError('page_listed_twice', 'A page is listed twice');
  if (input.images.some((id) => !current.has(id))) {
    throw new AppError(
      'page_not_current',
      'Only the essay’s current pages can be ordered; removed pages cannot be added back',
    );
  }
  for (const id of Object.keys(input.contents ?? {})) {
    if (!input.images.includes(Number(id)))
      throw new AppError('page_missing', `Page ${id} is not in the new order`, { id: Number(id) });
  }
  await ctx.db.transaction(async (tx) => {
    await images.removeImagesExcept(tx, articleId, input.images);
    await images.setImagePositions(tx, articleId, input.images);
    for (const [id, content] of Object.entries(input.contents ?? {})) {
      await writeContent(tx, rows.get(Number(id))!, content);
    }
    await refreshArticleContent(tx, articleId);
  });
  return listImages(ctx, caller, articleId);
}

/**
 * One page of the teacher's own essay changed by `edit` in a transaction; the essay's text
 * follows. Answers the essay's pages.
 */
async function editPage(
  ctx: ApiContext,
  caller: ApiCaller,
  articleId: number,
  imageId: number,
  edit: (tx: ApiContext['db'], row: images.ImageRow) => Promise<void>,
): Promise<ImagePage[]> {
  await requireOwnArticle(ctx, caller, articleId);
  await ctx.db.transaction(async (tx) => {
    const row = (await images.listArticleImages(tx, articleId)).find((r) => r.id === imageId);
    if (!row) throw new AppError('page_not_found', 'Page not found');
    await edit(tx, row);
    await refreshArticleContent(tx, articleId);
  });
  return listImages(ctx, caller, articleId);
}

export async function saveImageContent(
  ctx: ApiContext,
  caller: ApiCaller,
  articleId: number,
  imageId: number,
  content: string,
): Promise<ImagePage[]> {
  return editPage(ctx, caller, articleId, imageId, (tx, row) => writeContent(tx, row, content));
}

/**
 * The teacher confirms one word the OCR doubted (issue 11 §6), or fixes it with `replacement`:
 * either way it is no longer doubtful, and the essay's text follows a fix. A word 「確認其餘」
 * accepted unseen is confirmed the same way (issue 43 §5).
 */
export async function confirmWord(
  ctx: ApiContext,
  caller: ApiCaller,
  articleId: number,
  imageId: number,
  input: ConfirmTranscript,
): Promise<ImagePage[]> {
  return editPage(ctx, caller, articleId, imageId, async (tx, row) => {
    const spans = row.unconfirmed ?? [];
    const unseen = row.unreviewed ?? [];
    const isWord = (s: { start: number; end: number }) =>
      s.start === input.start && s.end === input.end;
    if (!spans.some(isWord) && !unseen.some(isWord)) {
      throw new AppError('invalid_input', 'This is not a word of the page waiting to be confirmed');
    }
    const before = row.content ?? row.page_text;
    const after =
      input.replacement === undefined
        ? before
        : before.slice(0, input.start) + input.replacement + before.slice(input.end);
    const others = (list: typeof spans) =>
      carrySpans(
        before,
        after,
        list.filter((s) => !isWord(s)),
      );
    await images.setImageContent(tx, articleId, imageId, after, {
      unconfirmed: others(spans),
      unreviewed: others(unseen),
    });
  });
}

/**
 * The teacher confirms every word still doubted on the essay's pages at once (issue 28), with the
 * page's text as it stands (a page read before doubts were recorded keeps its OCR text).
 */
export async function confirmAllWordsOf(
  ctx: ApiContext,
  caller: ApiCaller,
  articleId: number,
): Promise<ImagePage[]> {
  await requireOwnArticle(ctx, caller, articleId);
  await ctx.db.transaction(async (tx) => {
    for (const row of await images.listArticleImages(tx, articleId))
      if (row.content === null) await writeContent(tx, row, row.page_text);
    await images.confirmAllWords(tx, articleId);
    await refreshArticleContent(tx, articleId);
  });
  return listImages(ctx, caller, articleId);
}

/** An essay page's image opened by its signed link; the read goes on the trail before it is sent. */
export async function openPageImage(ctx: ApiContext, actor: Actor, id: number): Promise<Readable> {
  const page = await images.findPageImage(ctx.db, id);
  if (!page) throw new AppError('page_not_found', 'Page not found');
  await recordPageRead(ctx, actor, id);
  return ctx.files.get(page.image_key);
}
