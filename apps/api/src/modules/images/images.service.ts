import { AppError, type ImagePage } from '@essay/contracts';
import type { ApiContext } from '../../context.ts';
import type { ApiCaller } from '../../http/caller.ts';
import { refreshArticleContent } from '../articles/article-text.ts';
import { requireOwnArticle } from '../articles/articles.service.ts';
import * as images from './images.repository.ts';

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
    // the marks point into the text as read: a page the teacher has edited has none left
    uncertain: row.content === null ? row.uncertain : [],
  };
}

export async function listImages(ctx: ApiContext, caller: ApiCaller, articleId: number): Promise<ImagePage[]> {
  await requireOwnArticle(ctx, caller, articleId);
  return (await images.listArticleImages(ctx.db, articleId)).map((row) => presentImage(ctx, row, caller.session));
}

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
  const current = new Set((await images.listArticleImages(ctx.db, articleId)).map((row) => row.id));
  if (new Set(input.images).size !== input.images.length) throw new AppError('invalid_input', 'A page is listed twice');
  if (input.images.some((id) => !current.has(id))) {
    throw new AppError('invalid_input', 'Only the essay’s current pages can be ordered; removed pages cannot be added back');
  }
  for (const id of Object.keys(input.contents ?? {})) {
    if (!input.images.includes(Number(id))) throw new AppError('invalid_input', `Page ${id} is not in the new order`);
  }
  await ctx.db.transaction(async (tx) => {
    await images.removeImagesExcept(tx, articleId, input.images);
    await images.setImagePositions(tx, articleId, input.images);
    for (const [id, content] of Object.entries(input.contents ?? {})) {
      await images.setImageContent(tx, articleId, Number(id), content);
    }
    await refreshArticleContent(tx, articleId);
  });
  return listImages(ctx, caller, articleId);
}

export async function saveImageContent(ctx: ApiContext, caller: ApiCaller, articleId: number, imageId: number, content: string): Promise<ImagePage[]> {
  await requireOwnArticle(ctx, caller, articleId);
  await ctx.db.transaction(async (tx) => {
    if (!(await images.setImageContent(tx, articleId, imageId, content))) throw new AppError('not_found', 'Page not found');
    await refreshArticleContent(tx, articleId);
  });
  return listImages(ctx, caller, articleId);
}
