import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ArticleSummarySchema, ReportDocumentSchema } from '@essay/contracts';
import { failGrading } from '../src/modules/grading/correct-essay.service.ts';
import {
  api,
  balanceOf,
  createHomework,
  givePoints,
  insertArticle,
  signUp,
  waitForGraded,
} from './helpers.ts';
import { ESSAY_EN, ESSAY_ZH } from './essays.ts';
import {
  correctAll,
  platformForFile,
  pointUseLog,
  teacherWithHomework,
  teacherWithPoints,
} from './support/school-fixture.ts';

const p = platformForFile(
  { FREE_IMAGE_ARTICLE_GRADE_TIMES: '1', GRADE_POINT_PER_ARTICLE: '2' },
  { workers: true },
);

describe('correcting essays', () => {
  it('corrects a homework: free the first time, then paid; statuses and reports follow', async () => {
    const { teacher, homeworkId } = await teacherWithHomework(p, 'School G1', {
      points: 3,
      homework: { name: '我最難忘的一件事' },
    });
    const zh = await insertArticle(p, homeworkId, ESSAY_ZH);
    const en = await insertArticle(p, homeworkId, ESSAY_EN);

    const started = await correctAll(p, teacher.token, homeworkId);
    expect(started.body).toEqual({ queued: 2, points: 0, waiting: 0, unconfirmed: 0 });
    expect(
      (await api(p, 'GET', `/api/teacher/homeworks/${homeworkId}`, teacher.token)).body
        .grade_status,
    ).toBe('grading');
    const done = await waitForGraded(p, teacher.token, homeworkId);
    expect(done.grade_status).toBe('graded');
    const [zhArticle, enArticle] = done.articles.map((a: unknown) => ArticleSummarySchema.parse(a));
    expect(zhArticle!.level_label).toMatch(/級分/);
    expect(zhArticle!.score).toBeGreaterThanOrEqual(1);
    // Written in English under a Chinese homework name: the essay decides the language, so it is
    // levelled on the English scale (of 20) and, being on the topic, above the off-topic zero.
    expect(enArticle!.level_label).toBe(`${enArticle!.score}/20`);
    expect(enArticle!.score).toBeGreaterThanOrEqual(1);
    expect(zhArticle!.report_download_url).toMatch(/^\/api\/articles\/\d+\/report\/download\?exp=/);
    expect(await balanceOf(p, teacher)).toBe(3);

    const again = await api(p, 'PATCH', `/api/teacher/articles/${zh}/grade`, teacher.token);
    expect(again.body).toEqual({ queued: 1, points: 2 });
    await waitForGraded(p, teacher.token, homeworkId);
    expect(await balanceOf(p, teacher)).toBe(1);
    expect(await pointUseLog(p, teacher.token)).toEqual([
      expect.objectContaining({ use_point: 2, service_type: 'essay_grade' }),
    ]);

    const refused = await api(p, 'PATCH', `/api/teacher/articles/${en}/grade`, teacher.token);
    expect(refused.status).toBe(402);
    expect(refused.body.error).toBe('Not enough points: needed 2, balance 1.');
    const after = (await api(p, 'GET', `/api/teacher/articles/${en}`, teacher.token)).body;
    expect([after.status, after.grading_count]).toEqual(['graded', 1]);
    expect(await balanceOf(p, teacher)).toBe(1);
  });

  it('refuses when nothing is submitted, and charges nothing for a zero-level essay', async () => {
    const { teacher, homeworkId } = await teacherWithHomework(p, 'School G1');
    expect((await correctAll(p, teacher.token, homeworkId)).body.error).toBe(
      'There are no submitted essays to correct',
    );
    const blank = await insertArticle(p, homeworkId, '   ');
    await p.db.query('UPDATE api.articles SET grading_count = 5 WHERE id = $1', [blank]);
    expect((await correctAll(p, teacher.token, homeworkId)).body).toEqual({
      queued: 1,
      points: 0,
      waiting: 0,
      unconfirmed: 0,
    });
    const done = await waitForGraded(p, teacher.token, homeworkId);
    expect(done.articles[0]).toMatchObject({ status: 'graded', score: 0 });
  });

  it('charges nothing for a suspected off-topic essay: the engine decides it before pricing, with the grading inputs', async () => {
    const { teacher, homeworkId } = await teacherWithHomework(p, 'School G1', {
      points: 2,
      homework: {
        name: 'Censorship in libraries',
        instructions:
          'Write a persuasive essay for a newspaper on censorship in libraries: should books, music, movies or magazines found offensive be removed from the shelves?',
      },
    });
    const offTopic = await insertArticle(p, homeworkId, ESSAY_EN);
    const onTopic = await insertArticle(
      p,
      homeworkId,
      `${ESSAY_EN}\nLibraries should not remove offensive books, music, movies or magazines from their shelves: censorship takes away the reader's right to choose, and parents can guide their own children.`,
    );
    await p.db.query('UPDATE api.articles SET grading_count = 1 WHERE homework_id = $1', [
      homeworkId,
    ]);
    // both are past their free correction: only the on-topic one is charged
    expect((await correctAll(p, teacher.token, homeworkId)).body).toEqual({
      queued: 2,
      points: 2,
      waiting: 0,
      unconfirmed: 0,
    });
    const done = await waitForGraded(p, teacher.token, homeworkId);
    const byId = new Map(done.articles.map((a: { id: number }) => [a.id, a]));
    // suspected off-topic (issue 42): scored and flagged for the teacher, not charged
    expect(byId.get(offTopic)).toMatchObject({ status: 'graded', review_reasons: ['off_topic'] });
    expect((byId.get(offTopic) as { score: number }).score).toBeGreaterThan(0);
    expect((byId.get(onTopic) as { score: number }).score).toBeGreaterThan(0);
    expect(await balanceOf(p, teacher)).toBe(0);
  });

  it("prices with the homework's other essays: an essay on the class's topic is charged and levelled, an off-topic one is not", async () => {
    const teacher = await teacherWithPoints(p, 'School G1', 2);
    const graderFixture = (name: string): string =>
      readFileSync(
        new URL(`../../../packages/grader/test/fixtures/${name}`, import.meta.url),
        'utf8',
      );
    const humour = JSON.parse(graderFixture('en-humour-class.json')) as {
      task: { name: string; instructions: string };
      essay: string;
      classmates: string[];
    };
    const homeworkId = await createHomework(p, teacher.token, humour.task);
    const classmates = [];
    for (const text of humour.classmates) classmates.push(await insertArticle(p, homeworkId, text));
    // corrected before: only the two essays below are waited for
    await p.db.query("UPDATE api.articles SET status = 'graded' WHERE id = ANY($1::int[])", [
      classmates,
    ]);
    const story = await insertArticle(p, homeworkId, humour.essay);
    const offTopic = await insertArticle(p, homeworkId, graderFixture('en-trip.txt'));
    await p.db.query('UPDATE api.articles SET grading_count = 1 WHERE id = ANY($1::int[])', [
      [story, offTopic],
    ]);
    // The story never names humour, but its classmates wrote about the same pranks and jokes.
    const paid = await api(p, 'PATCH', `/api/teacher/articles/${story}/grade`, teacher.token);
    expect(paid.body).toEqual({ queued: 1, points: 2 });
    const free = await api(p, 'PATCH', `/api/teacher/articles/${offTopic}/grade`, teacher.token);
    expect(free.body).toEqual({ queued: 1, points: 0 });
    const done = await waitForGraded(p, teacher.token, homeworkId);
    const byId = new Map(done.articles.map((a: { id: number }) => [a.id, a]));
    expect((byId.get(story) as { score: number }).score).toBeGreaterThan(0);
    // suspected off-topic (issue 42): scored and flagged for the teacher, not charged
    expect(byId.get(offTopic)).toMatchObject({ status: 'graded', review_reasons: ['off_topic'] });
    expect((byId.get(offTopic) as { score: number }).score).toBeGreaterThan(0);
    expect(await balanceOf(p, teacher)).toBe(0);
  });

  it('re-corrects every essay of a homework, corrected ones too, with the cost first: free, off-topic and paid told apart (issue 29)', async () => {
    const { teacher, homeworkId } = await teacherWithHomework(p, 'School G1', {
      homework: {
        name: 'Censorship in libraries',
        instructions:
          'Write a persuasive essay for a newspaper on censorship in libraries: should books, music, movies or magazines found offensive be removed from the shelves?',
      },
    });
    const offTopic = await insertArticle(p, homeworkId, ESSAY_EN);
    const onTopic = await insertArticle(
      p,
      homeworkId,
      `${ESSAY_EN}\nLibraries should not remove offensive books, music, movies or magazines from their shelves: censorship takes away the reader's right to choose, and parents can guide their own children.`,
    );
    const url = `/api/teacher/homeworks/${homeworkId}/articles/all`;
    expect((await api(p, 'GET', `${url}/regrade/quote`, teacher.token)).body).toMatchObject({
      essays: 2,
      free: 2,
      uncharged: 0,
      points: 0,
    });
    await api(p, 'PATCH', `${url}/grade`, teacher.token);
    await waitForGraded(p, teacher.token, homeworkId);
    // Everything is corrected: correct-all has nothing left, re-correct-all takes both again.
    expect((await api(p, 'PATCH', `${url}/grade`, teacher.token)).body.code).toBe(
      'nothing_to_correct',
    );
    expect((await api(p, 'GET', `${url}/regrade/quote`, teacher.token)).body).toEqual({
      essays: 2,
      free: 0,
      uncharged: 1,
      points: 2,
      balance: 0,
      waiting: 0,
      unconfirmed: 0,
    });
    expect((await api(p, 'PATCH', `${url}/regrade`, teacher.token)).status).toBe(402);
    await givePoints(p, teacher, 'School G1', 2);
    expect((await api(p, 'PATCH', `${url}/regrade`, teacher.token)).body).toEqual({
      queued: 2,
      points: 2,
    });
    const done = await waitForGraded(p, teacher.token, homeworkId);
    expect(
      done.articles.map((a: { id: number; grading_count: number }) => [a.id, a.grading_count]),
    ).toEqual([
      [offTopic, 2],
      [onTopic, 2],
    ]);
    expect(await balanceOf(p, teacher)).toBe(0);
  });

  it('charges each essay once when correct-all is clicked 20 times at once', async () => {
    const { teacher, homeworkId } = await teacherWithHomework(p, 'School G2', { points: 100 });
    const ids = [];
    for (let i = 0; i < 4; i += 1) ids.push(await insertArticle(p, homeworkId, ESSAY_ZH));
    await p.db.query('UPDATE api.articles SET grading_count = 1 WHERE homework_id = $1', [
      homeworkId,
    ]);
    const clicks = await Promise.all(
      Array.from({ length: 20 }, () => correctAll(p, teacher.token, homeworkId)),
    );
    const queued = clicks.filter((c) => c.status === 200).reduce((n, c) => n + c.body.queued, 0);
    expect(queued).toBe(4);
    expect(clicks.filter((c) => c.status !== 200).every((c) => c.status === 409)).toBe(true);
    await waitForGraded(p, teacher.token, homeworkId);
    expect(await balanceOf(p, teacher)).toBe(100 - 4 * 2);
    const gradings = await p.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM api.gradings WHERE article_id = ANY($1::int[])',
      [ids],
    );
    expect(gradings[0]!.n).toBe(4);
  });

  it('refunds a grading that fails for good and marks the essay failed', async () => {
    const { teacher, homeworkId } = await teacherWithHomework(p, 'School G3', { points: 10 });
    const id = await insertArticle(p, homeworkId, ESSAY_EN);
    await p.db.query('UPDATE api.articles SET grading_count = 1 WHERE id = $1', [id]);
    // A paid grading as startGrading leaves it, before any worker has run it.
    const [row] = await p.db.query<{ id: number }>(
      'INSERT INTO api.gradings (article_id, grading_number, requested_by, points, charge_key) VALUES ($1, 2, $2, 2, $3) RETURNING id',
      [id, teacher.userId, `grade:${id}:2`],
    );
    await p.account.chargePoints({
      userId: teacher.userId,
      points: 2,
      serviceType: 'essay_grade',
      idempotencyKey: `grade:${id}:2`,
    });
    await p.db.query(
      "UPDATE api.articles SET status = 'grading', grading_count = 2 WHERE id = $1",
      [id],
    );
    expect(await balanceOf(p, teacher)).toBe(8);
    await failGrading(p.ctx, row!.id, new Error('engine crashed'));
    await failGrading(p.ctx, row!.id, new Error('engine crashed'));
    expect(await balanceOf(p, teacher)).toBe(10);
    const article = (await api(p, 'GET', `/api/teacher/articles/${id}`, teacher.token)).body;
    expect(article).toMatchObject({
      status: 'failed',
      failure_reason: 'Correction failed: engine crashed',
    });
  });
});

describe('reports', () => {
  it('renders essay text and suggestions as text, never as markup', async () => {
    const { teacher, homeworkId } = await teacherWithHomework(p, 'School R1', {
      homework: { name: 'My notebook' },
    });
    const evil = `${ESSAY_EN}\n<script>alert("x")</script> and <img src=x onerror=alert(1)> are just words here.`;
    const id = await insertArticle(p, homeworkId, evil, '<b>title</b>');
    await api(p, 'PATCH', `/api/teacher/articles/${id}/grade`, teacher.token);
    await waitForGraded(p, teacher.token, homeworkId);
    await api(p, 'PATCH', `/api/teacher/articles/${id}`, teacher.token, {
      teacher_suggestion: '<img src=x onerror=alert(2)><script>steal()</script>',
    });
    const res = await p.app.inject({
      method: 'GET',
      url: `/api/articles/${id}/report?locale=zh-tw`,
      headers: { authorization: `Bearer ${teacher.token}` },
    });
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).not.toMatch(/<script|<img|<b>/i);
    expect(res.body).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(res.body).toContain('&lt;img src=x onerror=alert(2)&gt;');
    expect(res.body).toContain('閃電作文批改報告');
    expect(res.body).toContain('&lt;b&gt;title&lt;/b&gt;');
    const en = await p.app.inject({
      method: 'GET',
      url: `/api/articles/${id}/report?locale=en-us`,
      headers: { authorization: `Bearer ${teacher.token}` },
    });
    expect(en.body).toContain('Flash Essay Correction Report');
  });

  it('serves the PDF through the signed link; other schools get 404 everywhere', async () => {
    const teacher = await signUp(p, 'School R2', 'teacher');
    const outsider = await signUp(p, 'School R3', 'teacher');
    const homeworkId = await createHomework(p, teacher.token);
    const id = await insertArticle(p, homeworkId, ESSAY_ZH);
    await api(p, 'PATCH', `/api/teacher/articles/${id}/grade`, teacher.token);
    const done = await waitForGraded(p, teacher.token, homeworkId);
    const pdf = await p.app.inject({
      method: 'GET',
      url: `${done.articles[0].report_download_url}&locale=zh-tw`,
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.toString('latin1')).toContain('NotoSansHant');
    expect(
      (await p.app.inject({ method: 'GET', url: `/api/articles/${id}/report/download` }))
        .statusCode,
    ).toBe(404);
    for (const [method, url, body] of [
      ['PATCH', `/api/teacher/articles/${id}/grade`, undefined],
      ['PATCH', `/api/teacher/homeworks/${homeworkId}/articles/all/grade`, undefined],
      ['PATCH', `/api/teacher/articles/${id}/override`, { level: 3 }],
      ['GET', `/api/articles/${id}/report`, undefined],
      ['GET', `/api/articles/${id}/report.json`, undefined],
      ['GET', `/api/articles/${id}/report/download`, undefined],
    ] as const) {
      expect((await api(p, method, url, outsider.token, body)).status, `${method} ${url}`).toBe(
        404,
      );
    }
  });

  it('keeps the teacher’s level through a re-correction and shows it as the teacher’s', async () => {
    const { teacher, homeworkId } = await teacherWithHomework(p, 'School R4', {
      points: 10,
      homework: { rubric: 'cap-writing' },
    });
    const id = await insertArticle(p, homeworkId, ESSAY_ZH);
    await api(p, 'PATCH', `/api/teacher/articles/${id}/grade`, teacher.token);
    await waitForGraded(p, teacher.token, homeworkId);
    expect(
      (await api(p, 'PATCH', `/api/teacher/articles/${id}/override`, teacher.token, { level: 9 }))
        .body.error,
    ).toBe('The level must be between 0 and 6');
    const set = await api(p, 'PATCH', `/api/teacher/articles/${id}/override`, teacher.token, {
      level: 6,
      dimensions: {},
    });
    expect(set.body).toMatchObject({ score: 6, teacher_override: { level: 6 } });
    await api(p, 'PATCH', `/api/teacher/articles/${id}/grade`, teacher.token);
    const done = await waitForGraded(p, teacher.token, homeworkId);
    expect(done.articles[0]).toMatchObject({
      score: 6,
      teacher_override: { level: 6 },
      grading_count: 2,
    });
    const html = await p.app.inject({
      method: 'GET',
      url: `/api/articles/${id}/report?locale=en-us`,
      headers: { authorization: `Bearer ${teacher.token}` },
    });
    expect(html.body).toContain('Rating result (Teacher&#39;s level)');
    // The report document: the engine's report with the header, the teacher's level and the summary that states it.
    const json = await api(p, 'GET', `/api/articles/${id}/report.json`, teacher.token);
    const doc = ReportDocumentSchema.parse(json.body);
    expect(doc.article).toMatchObject({ id, teacher_override: { level: 6 }, grading_count: 2 });
    expect(doc.report.rubric).toBe('cap-writing');
    expect(doc.graded_text).toBe(ESSAY_ZH);
    // comments follow the essay's language (Chinese) in the English interface, unless switched
    expect(html.body).toContain('教師評定：6級分（6 / 6）。');
    const switched = await p.app.inject({
      method: 'GET',
      url: `/api/articles/${id}/report?locale=en-us&feedback=en-us`,
      headers: { authorization: `Bearer ${teacher.token}` },
    });
    expect(switched.body).toContain('Teacher&#39;s level: 6級分 (6 / 6).');
    expect(
      (
        await p.app.inject({
          method: 'GET',
          url: `/api/articles/${id}/report?feedback=fr`,
          headers: { authorization: `Bearer ${teacher.token}` },
        })
      ).statusCode,
    ).toBe(400);
    const zh = await p.app.inject({
      method: 'GET',
      url: `/api/articles/${id}/report?locale=zh-tw`,
      headers: { authorization: `Bearer ${teacher.token}` },
    });
    expect(zh.body).toContain('教師評定：6級分（6 / 6）。');
    expect(zh.body).not.toContain(
      `系統評定：${doc.report.levelLabel}（${doc.report.level} / 6）。`,
    );
  });
});
