import { listQuery, sql, statement } from '@essay/db';
import { q } from '../../db/tables.ts';

/**
 * Gives the essay its image pages: one per page image of its files, in file order, keeping
 * pages the teacher already removed or edited as they are. A new page's doubtful OCR words are
 * still to be confirmed.
 */
export const syncArticleImages = statement((articleId: number) =>
  q
    .insertInto('api.article_images')
    .columns(['article_id', 'page_id', 'position', 'unconfirmed'])
    .expression((eb) =>
      eb
        .selectFrom('api.homework_files as f')
        .innerJoin('api.file_pages as p', 'p.file_id', 'f.id')
        .select([
          eb.val(articleId).as('article_id'),
          'p.id',
          sql<number>`f.position * 1000 + p.page_index`.as('position'),
          'p.uncertain',
        ])
        .where('f.article_id', '=', articleId),
    )
    .onConflict((oc) => oc.columns(['article_id', 'page_id']).doNothing()),
);

/** The texts of the essay's image pages in order: the teacher's edit, else the OCR text. */
export const listArticlePageTexts = listQuery(
  (articleId: number) =>
    q
      .selectFrom('api.article_images as ai')
      .innerJoin('api.file_pages as p', 'p.id', 'ai.page_id')
      .select((eb) => eb.fn.coalesce('ai.content', 'p.text').as('text'))
      .where('ai.article_id', '=', articleId)
      .where('ai.removed_at', 'is', null)
      .orderBy('ai.position')
      .orderBy('ai.id'),
  (row) => row.text,
);

/** The extracted texts of the essay's files in order (null: not read yet). */
export const listArticleFileTexts = listQuery(
  (articleId: number) =>
    q
      .selectFrom('api.homework_files')
      .select('text')
      .where('article_id', '=', articleId)
      .orderBy('position')
      .orderBy('id'),
  (row) => row.text,
);
