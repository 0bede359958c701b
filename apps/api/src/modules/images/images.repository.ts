import type { PageLayout, Span } from '@essay/contracts';
import { changeQuery, findQuery, listQuery, run, sql, statement, type Db } from '@essay/db';
import { q } from '../../db/tables.ts';

export interface ImageRow {
  id: number;
  article_id: number;
  page_id: number;
  position: number;
  content: string | null;
  page_text: string;
  image_key: string;
  file_name: string;
  extraction_status: 'pending' | 'running' | 'done' | 'failed';
  extraction_error: string | null;
  /** Spans of the page's current text the OCR doubted, not yet confirmed; null: not recorded. */
  unconfirmed: Span[] | null;
  /** Doubted spans 「確認其餘」 accepted without anyone looking at them (issue 43 §5). */
  unreviewed: Span[] | null;
  /** The spans the OCR doubted on the page as it was read. */
  page_uncertain: Span[] | null;
  ocr_engine: 'tesseract' | 'ppocr' | 'llm-vision';
  ocr_note: string | null;
  blank: boolean;
  /** How the page was written and lay (issue 43 §1); null: not read as handwriting. */
  layout: PageLayout | null;
}

/** The essay's pages still in it, in order, with their page image. */
function selectPages(articleId: number) {
  return q
    .selectFrom('api.article_images as ai')
    .innerJoin('api.file_pages as p', 'p.id', 'ai.page_id')
    .where('ai.article_id', '=', articleId)
    .where('ai.removed_at', 'is', null)
    .orderBy('ai.position')
    .orderBy('ai.id');
}

export const listArticleImages = listQuery((articleId: number) =>
  selectPages(articleId)
    .innerJoin('api.homework_files as f', 'f.id', 'p.file_id')
    .select([
      'ai.id',
      'ai.article_id',
      'ai.page_id',
      'ai.position',
      'ai.content',
      'p.text as page_text',
      'p.image_key',
      'p.ocr_engine',
      'p.ocr_note',
      'p.blank',
      'p.layout',
      'p.uncertain as page_uncertain',
    ])
    .select([
      'f.file_name',
      'f.extraction_status',
      'f.extraction_error',
      'ai.unconfirmed',
      'ai.unreviewed',
    ]),
);

export async function setImagePositions(
  db: Db,
  articleId: number,
  orderedIds: number[],
): Promise<void> {
  for (const [position, id] of orderedIds.entries()) {
    await run(
      db,
      q
        .updateTable('api.article_images')
        .set({ position })
        .where('id', '=', id)
        .where('article_id', '=', articleId),
    );
  }
}

export const removeImagesExcept = statement((articleId: number, keptIds: number[]) =>
  q
    .updateTable('api.article_images')
    .set({ removed_at: sql<Date>`now()` })
    .where('article_id', '=', articleId)
    .where('removed_at', 'is', null)
    .where(sql<boolean>`NOT (id = ANY(${keptIds}::int[]))`),
);

/**
 * The page's text as the teacher saved it, its doubtful spans still to confirm and those accepted
 * unseen by 「確認其餘」.
 */
export const setImageContent = changeQuery(
  (
    articleId: number,
    imageId: number,
    content: string,
    doubts: { unconfirmed: Span[]; unreviewed: Span[] },
  ) =>
    q
      .updateTable('api.article_images')
      .set({
        content,
        unconfirmed: JSON.stringify(doubts.unconfirmed),
        unreviewed: JSON.stringify(doubts.unreviewed),
      })
      .where('id', '=', imageId)
      .where('article_id', '=', articleId)
      .where('removed_at', 'is', null)
      .returning('id'),
);

/**
 * Every page of the essay: no word left to confirm (issue 28, confirm all remaining); the words
 * that were still doubted are kept as accepted unseen (issue 43 §5).
 */
export const confirmAllWords = statement((articleId: number) =>
  q
    .updateTable('api.article_images')
    .set({
      unreviewed: sql`COALESCE(unreviewed, '[]'::jsonb) || COALESCE(unconfirmed, '[]'::jsonb)`,
      unconfirmed: JSON.stringify([]),
    })
    .where('article_id', '=', articleId)
    .where('removed_at', 'is', null),
);

/** The pages of essays (one or more ids), each essay's in order, with their current text and unconfirmed spans (for grading). */
export const listPageDoubts = listQuery(
  (articleIds: readonly number[]) =>
    q
      .selectFrom('api.article_images as ai')
      .innerJoin('api.file_pages as p', 'p.id', 'ai.page_id')
      .where('ai.article_id', 'in', [...articleIds])
      .where('ai.removed_at', 'is', null)
      .orderBy('ai.article_id')
      .orderBy('ai.position')
      .orderBy('ai.id')
      .select((eb) => [
        'ai.article_id',
        eb.fn.coalesce('ai.content', 'p.text').as('text'),
        'ai.unconfirmed',
        'ai.unreviewed',
      ]),
  (row) => ({
    articleId: row.article_id,
    text: row.text,
    spans: row.unconfirmed ?? [],
    unreviewed: row.unreviewed ?? [],
  }),
);

export const findPageImage = findQuery((pageId: number) =>
  q.selectFrom('api.file_pages').select('image_key').where('id', '=', pageId),
);
