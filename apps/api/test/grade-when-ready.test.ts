import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createExtractor } from '@essay/ingest';
import { extractFile } from '../src/modules/files/extraction.service.ts';
import { startWorkers } from '../src/jobs/workers.ts';
import { gradeReadyRequests, gradeWhenReady } from '../src/modules/grading/grade-when-ready.ts';
import { ESSAY_ZH } from './essays.ts';
import {
  api,
  balanceOf,
  createHomework,
  createTestPlatform,
  FIXTURES,
  givePoints,
  insertArticle,
  signUp,
  uploadFile,
  type TestPlatform,
} from './helpers.ts';

// No workers: the test runs text extraction itself, so "still being read" lasts as long as it needs.
let p: TestPlatform;
beforeAll(async () => {
  p = await createTestPlatform({
    FREE_IMAGE_ARTICLE_GRADE_TIMES: '1',
    GRADE_POINT_PER_ARTICLE: '2',
  });
});
// The real extractor (its worker thread), run by the test itself.
const extractor = createExtractor();
afterAll(async () => {
  await extractor.close();
  await p.close();
});

async function extractingEssay(token: string, homeworkId: number) {
  const file = (
    await uploadFile(
      p,
      token,
      homeworkId,
      'essay.docx',
      readFileSync(path.join(FIXTURES, 'docx-zh.docx')),
    )
  ).body;
  const arranged = await api(p, 'POST', `/api/teacher/homeworks/${homeworkId}/articles`, token, {
    articles: [{ student_name: '王小明', file_ids: [file.id] }],
  });
  expect(arranged.status).toBe(200);
  const [article] = await p.db.query<{ id: number }>(
    'SELECT article_id AS id FROM api.homework_files WHERE id = $1',
    [file.id],
  );
  return { fileId: file.id as number, articleId: article!.id };
}

async function statusOf(articleId: number) {
  const [row] = await p.db.query<{ status: string; failure_reason: string | null }>(
    'SELECT status, failure_reason FROM api.articles WHERE id = $1',
    [articleId],
  );
  return row!;
}

describe('correct all while text is being extracted (issue 12)', () => {
  it('corrects the ready essays now and the extracting one when its text is read, charged once', async () => {
    const teacher = await signUp(p, 'School W1', 'teacher');
    await givePoints(p, teacher, 'School W1', 4);
    const homeworkId = await createHomework(p, teacher.token);
    const ready = await insertArticle(p, homeworkId, ESSAY_ZH);
    const { fileId, articleId } = await extractingEssay(teacher.token, homeworkId);
    // Both were corrected once already: each costs 2 points.
    await p.db.query('UPDATE api.articles SET grading_count = 1 WHERE homework_id = $1', [
      homeworkId,
    ]);

    // The confirmation's quote is what the PATCH then charges.
    const quote = await api(
      p,
      'GET',
      `/api/teacher/homeworks/${homeworkId}/articles/all/grade/quote`,
      teacher.token,
    );
    expect(quote.body).toEqual({
      essays: 1,
      free: 0,
      uncharged: 0,
      points: 2,
      balance: 4,
      waiting: 1,
      unconfirmed: 0,
    });
    const started = await api(
      p,
      'PATCH',
      `/api/teacher/homeworks/${homeworkId}/articles/all/grade`,
      teacher.token,
    );
    expect(started.body).toEqual({ queued: 1, points: 2, waiting: 1, unconfirmed: 0 });
    expect((await statusOf(ready)).status).toBe('grading');
    expect((await statusOf(articleId)).status).toBe('submitted');
    expect(await balanceOf(p, teacher)).toBe(2);

    await extractFile(p.ctx, extractor, { fileId });
    expect((await statusOf(articleId)).status).toBe('grading');
    expect(await balanceOf(p, teacher)).toBe(0);
    // A second finished file (or a retried job) finds no request left: nothing more is charged.
    await gradeWhenReady(p.ctx, articleId);
    const gradings = await p.db.query<{ points: number }>(
      'SELECT points FROM api.gradings WHERE article_id = $1',
      [articleId],
    );
    expect(gradings).toEqual([{ points: 2 }]);
  });

  it('remembers the request when nothing is ready yet; a refusal later shows on the essay', async () => {
    const teacher = await signUp(p, 'School W2', 'teacher');
    const homeworkId = await createHomework(p, teacher.token);
    const { fileId, articleId } = await extractingEssay(teacher.token, homeworkId);
    await p.db.query('UPDATE api.articles SET grading_count = 1 WHERE id = $1', [articleId]);

    const started = await api(
      p,
      'PATCH',
      `/api/teacher/homeworks/${homeworkId}/articles/all/grade`,
      teacher.token,
    );
    expect(started.body).toEqual({ queued: 0, points: 0, waiting: 1, unconfirmed: 0 });
    await extractFile(p.ctx, extractor, { fileId });
    // No points for the paid correction: the essay says why instead of staying silently uncorrected.
    expect(await statusOf(articleId)).toEqual({
      status: 'failed',
      failure_reason: 'Not enough points: needed 2, balance 0.',
    });
  });

  it('queues, once, a remembered request whose worker died after reading the last file (0059)', async () => {
    const teacher = await signUp(p, 'School W6', 'teacher');
    await givePoints(p, teacher, 'School W6', 4);
    const homeworkId = await createHomework(p, teacher.token);
    const { fileId, articleId } = await extractingEssay(teacher.token, homeworkId);
    const other = await extractingEssay(teacher.token, homeworkId);
    await p.db.query('UPDATE api.articles SET grading_count = 1 WHERE homework_id = $1', [
      homeworkId,
    ]);
    const started = await api(
      p,
      'PATCH',
      `/api/teacher/homeworks/${homeworkId}/articles/all/grade`,
      teacher.token,
    );
    expect(started.body).toMatchObject({ queued: 0, waiting: 2 });
    // What a worker killed between the file's transaction and the queueing leaves: the file read,
    // the request remembered, nothing queued (the test reads the file with the request set aside).
    await p.db.query('UPDATE api.articles SET grade_requested_by = NULL WHERE id = $1', [
      articleId,
    ]);
    await extractFile(p.ctx, extractor, { fileId });
    await p.db.query('UPDATE api.articles SET grade_requested_by = $2 WHERE id = $1', [
      articleId,
      teacher.userId,
    ]);
    expect((await statusOf(articleId)).status).toBe('submitted');

    // A worker's heartbeat looks for such essays: this one is queued and charged; the other
    // essay's file is still being read, so its request waits.
    const workers = await startWorkers(p.ctx, console, { queues: ['retention'], heartbeatMs: 100 });
    try {
      for (let i = 0; i < 100 && (await statusOf(articleId)).status !== 'grading'; i++)
        await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      await workers.stop();
    }
    expect((await statusOf(articleId)).status).toBe('grading');
    expect((await statusOf(other.articleId)).status).toBe('submitted');
    expect(await balanceOf(p, teacher)).toBe(2);
    // Looking again (another worker, the next heartbeat) queues and charges nothing more.
    expect(await gradeReadyRequests(p.ctx)).toBe(0);
    await gradeWhenReady(p.ctx, articleId);
    const gradings = await p.db.query('SELECT points FROM api.gradings WHERE article_id = $1', [
      articleId,
    ]);
    expect(gradings).toEqual([{ points: 2 }]);
    expect(await balanceOf(p, teacher)).toBe(2);
  });

  it('extraction without a request corrects nothing', async () => {
    const teacher = await signUp(p, 'School W3', 'teacher');
    const homeworkId = await createHomework(p, teacher.token);
    const { fileId, articleId } = await extractingEssay(teacher.token, homeworkId);
    await extractFile(p.ctx, extractor, { fileId });
    expect((await statusOf(articleId)).status).toBe('submitted');
  });

  it('quotes free and paid essays against the balance, one essay, and only for the owner', async () => {
    const teacher = await signUp(p, 'School W4', 'teacher');
    const outsider = await signUp(p, 'School W5', 'teacher');
    const homeworkId = await createHomework(p, teacher.token);
    const fresh = await insertArticle(p, homeworkId, ESSAY_ZH);
    const again = await insertArticle(p, homeworkId, ESSAY_ZH);
    await p.db.query('UPDATE api.articles SET grading_count = 1 WHERE id = $1', [again]);
    const all = await api(
      p,
      'GET',
      `/api/teacher/homeworks/${homeworkId}/articles/all/grade/quote`,
      teacher.token,
    );
    expect(all.body).toEqual({
      essays: 2,
      free: 1,
      uncharged: 0,
      points: 2,
      balance: 0,
      waiting: 0,
      unconfirmed: 0,
    });
    const one = await api(p, 'GET', `/api/teacher/articles/${fresh}/grade/quote`, teacher.token);
    expect(one.body).toEqual({
      essays: 1,
      free: 1,
      uncharged: 0,
      points: 0,
      balance: 0,
      waiting: 0,
      unconfirmed: 0,
    });
    const everything = await api(
      p,
      'GET',
      '/api/teacher/homeworks/all/articles/all/grade/quote',
      teacher.token,
    );
    expect(everything.body).toMatchObject({ essays: 2, points: 2 });
    expect(
      (
        await api(
          p,
          'GET',
          `/api/teacher/homeworks/${homeworkId}/articles/all/grade/quote`,
          outsider.token,
        )
      ).status,
    ).toBe(404);
    expect(
      (await api(p, 'GET', `/api/teacher/articles/${fresh}/grade/quote`, outsider.token)).status,
    ).toBe(404);
    expect(
      (await api(p, 'GET', '/api/teacher/articles/abc/grade/quote', teacher.token)).status,
    ).toBe(400);
  });
});
