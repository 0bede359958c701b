import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractFile } from '../src/jobs/extract-file.job.ts';
import { gradeWhenReady } from '../src/modules/grading/grade-when-ready.ts';
import { ESSAY_ZH } from './essays.ts';
import { api, balanceOf, createHomework, createTestPlatform, FIXTURES, givePoints, insertArticle, signUp, uploadFile, type TestPlatform } from './helpers.ts';

// No workers: the test runs text extraction itself, so "still being read" lasts as long as it needs.
let p: TestPlatform;
beforeAll(async () => {
  p = await createTestPlatform({ FREE_IMAGE_ARTICLE_GRADE_TIMES: '1', GRADE_POINT_PER_ARTICLE: '2' });
});
afterAll(() => p.close());

const noOcr = () => Promise.reject(new Error('a Word file needs no OCR'));

async function extractingEssay(token: string, homeworkId: number) {
  const file = (await uploadFile(p, token, homeworkId, 'essay.docx', readFileSync(path.join(FIXTURES, 'docx-zh.docx')))).body;
  const arranged = await api(p, 'POST', `/api/teacher/homeworks/${homeworkId}/articles`, token, { articles: [{ student_name: '王小明', file_ids: [file.id] }] });
  expect(arranged.status).toBe(200);
  const [article] = await p.db.query<{ id: number }>('SELECT article_id AS id FROM api.homework_files WHERE id = $1', [file.id]);
  return { fileId: file.id as number, articleId: article!.id };
}

async function statusOf(articleId: number) {
  const [row] = await p.db.query<{ status: string; failure_reason: string | null }>('SELECT status, failure_reason FROM api.articles WHERE id = $1', [articleId]);
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
    await p.db.query('UPDATE api.articles SET grading_count = 1 WHERE homework_id = $1', [homeworkId]);

    const started = await api(p, 'PATCH', `/api/teacher/homeworks/${homeworkId}/articles/all/grade`, teacher.token);
    expect(started.body).toEqual({ queued: 1, points: 2, waiting: 1 });
    expect((await statusOf(ready)).status).toBe('grading');
    expect((await statusOf(articleId)).status).toBe('submitted');
    expect(await balanceOf(p, teacher)).toBe(2);

    await extractFile(p.ctx, noOcr, { fileId });
    expect((await statusOf(articleId)).status).toBe('grading');
    expect(await balanceOf(p, teacher)).toBe(0);
    // A second finished file (or a retried job) finds no request left: nothing more is charged.
    await gradeWhenReady(p.ctx, articleId);
    const gradings = await p.db.query<{ points: number }>('SELECT points FROM api.gradings WHERE article_id = $1', [articleId]);
    expect(gradings).toEqual([{ points: 2 }]);
  });

  it('remembers the request when nothing is ready yet; a refusal later shows on the essay', async () => {
    const teacher = await signUp(p, 'School W2', 'teacher');
    const homeworkId = await createHomework(p, teacher.token);
    const { fileId, articleId } = await extractingEssay(teacher.token, homeworkId);
    await p.db.query('UPDATE api.articles SET grading_count = 1 WHERE id = $1', [articleId]);

    const started = await api(p, 'PATCH', `/api/teacher/homeworks/${homeworkId}/articles/all/grade`, teacher.token);
    expect(started.body).toEqual({ queued: 0, points: 0, waiting: 1 });
    await extractFile(p.ctx, noOcr, { fileId });
    // No points for the paid correction: the essay says why instead of staying silently uncorrected.
    expect(await statusOf(articleId)).toEqual({ status: 'failed', failure_reason: 'Not enough points: correcting 1 essay(s) needs 2 points and you have 0.' });
  });

  it('extraction without a request corrects nothing', async () => {
    const teacher = await signUp(p, 'School W3', 'teacher');
    const homeworkId = await createHomework(p, teacher.token);
    const { fileId, articleId } = await extractingEssay(teacher.token, homeworkId);
    await extractFile(p.ctx, noOcr, { fileId });
    expect((await statusOf(articleId)).status).toBe('submitted');
  });
});
