import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type Db } from '@essay/db';
import { migrateApi } from '../src/app.ts';
import {
  listArticlePageTexts,
  syncArticleImages,
} from '../src/modules/articles/article-pages.repository.ts';
import { insertHomework } from '../src/modules/homeworks/homeworks.repository.ts';
import { listArticleImages } from '../src/modules/images/images.repository.ts';

// Queries built with Kysely run through our own client: the same statements on PGlite and PostgreSQL.
let db: Db;
beforeAll(async () => {
  db = await createTestDatabase();
  await migrateApi(db);
});
afterAll(async () => db.close());

describe('built queries', () => {
  it("gives an essay its files' pages in file order, once, with the OCR's doubts to confirm", async () => {
    const homeworkId = await insertHomework(
      db,
      { schoolId: 1, teacherId: 2 },
      {
        name: 'H',
        instructions: '',
        submission_method: 'teacher',
        submission_begin_at: new Date().toISOString(),
        submission_deadline_at: new Date(Date.now() + 86_400_000).toISOString(),
        assigned_classes: [],
        students: [],
        rubric: 'auto',
        allow_revision: false,
      },
    );
    const [article] = await db.query<{ id: number }>(
      "INSERT INTO api.articles (homework_id, title) VALUES ($1, 'A') RETURNING id",
      [homeworkId],
    );
    const files = [];
    for (const position of [1, 0]) {
      const [file] = await db.query<{ id: number }>(
        `INSERT INTO api.homework_files
           (homework_id, file_name, kind, content_type, size, sha256, storage_key, article_id, position)
         VALUES ($1, $2, 'png', 'image/png', 1, 'x', $2, $3, $4) RETURNING id`,
        [homeworkId, `p${position}.png`, article!.id, position],
      );
      await db.query(
        `INSERT INTO api.file_pages (file_id, page_index, image_key, text, uncertain)
         VALUES ($1, 0, $2, $3, '[{"start":0,"end":1}]')`,
        [file!.id, `k${position}`, `page ${position}`],
      );
      files.push(file!.id);
    }
    await syncArticleImages(db, article!.id);
    await syncArticleImages(db, article!.id); // again: nothing doubles
    expect(await listArticlePageTexts(db, article!.id)).toEqual(['page 0', 'page 1']);
    const images = await listArticleImages(db, article!.id);
    expect(images.map((i) => [i.file_name, i.unconfirmed])).toEqual([
      ['p0.png', [{ start: 0, end: 1 }]],
      ['p1.png', [{ start: 0, end: 1 }]],
    ]);
  });
});
