import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  balanceOf,
  createHomework,
  createTestPlatform,
  FIXTURES,
  givePoints,
  signUp,
  uploadFile,
  type TestPlatform,
} from './helpers.ts';

let p: TestPlatform;
beforeAll(async () => {
  p = await createTestPlatform();
});
afterAll(() => p.close());

/** Issue 12 item 4: a forgotten page added, pages moved between saved essays, an essay deleted. */
describe('fixing saved essays', () => {
  it('adds a waiting page, moves pages between listed essays, deletes an emptied or unwanted essay', async () => {
    const teacher = await signUp(p, 'Pages School', 'teacher');
    const other = await signUp(p, 'Other Pages School', 'teacher');
    const homeworkId = await createHomework(p, teacher.token, { students: ['王小明', '陳美玲'] });
    const photo = await readFile(path.join(FIXTURES, 'photo-zh.jpg'));
    const ids: number[] = [];
    for (const name of ['a.jpg', 'b.jpg', 'c.jpg'])
      ids.push((await uploadFile(p, teacher.token, homeworkId, name, photo)).body.id as number);
    const [a1, b1, c1] = ids as [number, number, number];
    const post = (articles: unknown[], token = teacher.token) =>
      api(p, 'POST', `/api/teacher/homeworks/${homeworkId}/articles`, token, { articles });
    const fileOwners = async () =>
      Object.fromEntries(
        (
          (await api(p, 'GET', `/api/teacher/homeworks/${homeworkId}/files`, teacher.token)).body
            .files as { id: number; article_id: number | null }[]
        ).map((f) => [f.id, f.article_id]),
      );

    const first = await post([
      { student_name: '王小明', file_ids: [a1] },
      { student_name: '陳美玲', file_ids: [b1] },
    ]);
    expect(first.status).toBe(200);
    const [essayA, essayB] = (first.body.articles as { id: number }[]).map((a) => a.id) as [
      number,
      number,
    ];

    // The forgotten page joins essay A.
    expect(
      (await post([{ article_id: essayA, student_name: '王小明', file_ids: [a1, c1] }])).status,
    ).toBe(200);
    expect(await fileOwners()).toEqual({ [a1]: essayA, [b1]: essayB, [c1]: essayA });

    // A page of an essay the request does not list cannot be taken (a repeated request takes nothing).
    const grab = await post([
      { article_id: essayA, student_name: '王小明', file_ids: [a1, c1, b1] },
    ]);
    expect([grab.status, grab.body.code, grab.body.details]).toEqual([
      409,
      'file_in_essay',
      { file_name: 'b.jpg' },
    ]);

    // Moved to B, with both essays listed.
    const moved = await post([
      { article_id: essayA, student_name: '王小明', file_ids: [a1] },
      { article_id: essayB, student_name: '陳美玲', file_ids: [b1, c1] },
    ]);
    expect(moved.status).toBe(200);
    expect(await fileOwners()).toEqual({ [a1]: essayA, [b1]: essayB, [c1]: essayB });

    // Another school's teacher cannot change or delete them.
    expect((await post([{ article_id: essayA, file_ids: [a1] }], other.token)).status).toBe(404);
    const foreign = await api(p, 'DELETE', `/api/teacher/articles/${essayA}`, other.token);
    expect([foreign.status, foreign.body.code]).toEqual([404, 'article_not_found']);

    // All of A's pages move to B: A, left without pages, is deleted.
    expect(
      (
        await post([
          { article_id: essayA, file_ids: [] },
          { article_id: essayB, file_ids: [b1, c1, a1] },
        ])
      ).status,
    ).toBe(200);
    expect((await api(p, 'GET', `/api/teacher/articles/${essayA}`, teacher.token)).body.code).toBe(
      'article_not_found',
    );
    expect(await fileOwners()).toEqual({ [a1]: essayB, [b1]: essayB, [c1]: essayB });

    // A page taken out to the waiting files, then the essay deleted with its files.
    expect((await post([{ article_id: essayB, file_ids: [b1, a1] }])).status).toBe(200);
    expect(await fileOwners()).toEqual({ [a1]: essayB, [b1]: essayB, [c1]: null });
    expect((await api(p, 'DELETE', `/api/teacher/articles/${essayB}`, teacher.token)).status).toBe(
      200,
    );
    expect(await fileOwners()).toEqual({ [c1]: null });
    const homework = await api(p, 'GET', `/api/teacher/homeworks/${homeworkId}`, teacher.token);
    expect(homework.body.articles).toEqual([]);
  });

  it('keeps the points history of a deleted essay', async () => {
    const teacher = await signUp(p, 'Ledger School', 'teacher');
    await givePoints(p, teacher, 'Ledger School', 5);
    const homeworkId = await createHomework(p, teacher.token);
    const photo = await readFile(path.join(FIXTURES, 'photo-zh.jpg'));
    const file = (await uploadFile(p, teacher.token, homeworkId, 'a.jpg', photo)).body.id as number;
    const essay = (
      await api(p, 'POST', `/api/teacher/homeworks/${homeworkId}/articles`, teacher.token, {
        articles: [{ file_ids: [file] }],
      })
    ).body.articles[0].id as number;
    expect((await api(p, 'DELETE', `/api/teacher/articles/${essay}`, teacher.token)).status).toBe(
      200,
    );
    expect(await balanceOf(p, teacher)).toBe(5);
  });
});
