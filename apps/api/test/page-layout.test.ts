import { describe, expect, it } from 'vitest';
import { ImagePageSchema } from '@essay/contracts';
import { replacePages } from '../src/modules/files/files.repository.ts';
import { api, createHomework, insertArticle } from './helpers.ts';
import { platformForFile, teacherWithPoints } from './support/school-fixture.ts';

// Issue 43 §1: how a handwritten page was written and lay is kept with the page, and the review
// gets it (a page of columns shown as written, an upside-down photo shown upright).
const p = platformForFile();

describe('a page’s layout (issue 43 §1)', () => {
  it('is stored with the page read and given with the essay’s pages; null for a page without one', async () => {
    const teacher = await teacherWithPoints(p, 'School L1', 1);
    const homeworkId = await createHomework(p, teacher.token);
    const articleId = await insertArticle(p, homeworkId, '甲\n乙');
    const [file] = await p.db.query<{ id: number }>(
      `INSERT INTO api.homework_files (homework_id, file_name, kind, content_type, size, sha256, storage_key, article_id, extraction_status, text)
       VALUES ($1, 'sheet.jpg', 'jpeg', 'image/jpeg', 20, 'x', 'none', $2, 'done', '甲') RETURNING id`,
      [homeworkId, articleId],
    );
    const back = { writing: 'columns', turned: 180 } as const;
    await replacePages(p.db, file!.id, [
      { imageKey: 'none', text: '甲', confidence: 0.9, ocrEngine: 'ppocr', layout: back },
      { imageKey: 'none', text: '乙', confidence: 0.8 },
    ]);
    const pages = await p.db.query<{ id: number }>(
      'SELECT id FROM api.file_pages WHERE file_id = $1 ORDER BY page_index',
      [file!.id],
    );
    for (const [position, page] of pages.entries())
      await p.db.query(
        'INSERT INTO api.article_images (article_id, page_id, position) VALUES ($1, $2, $3)',
        [articleId, page.id, position],
      );
    const images = (
      await api(p, 'GET', `/api/teacher/articles/${articleId}/images`, teacher.token)
    ).body.images.map((i: unknown) => ImagePageSchema.parse(i));
    expect(images.map((i: { layout?: unknown }) => i.layout)).toEqual([back, null]);
  });
});
