import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReportDocumentSchema } from '@essay/contracts';
import {
  api,
  createHomework,
  createTestPlatform,
  insertArticle,
  signUp,
  waitForGraded,
  type TestPlatform,
} from './helpers.ts';
import { ESSAY_ZH } from './essays.ts';

let p: TestPlatform;
beforeAll(async () => {
  p = await createTestPlatform({}, { workers: true });
});
afterAll(() => p.close());

describe('the essay’s own title', () => {
  it('names an essay called homework_N and is not a paragraph; a teacher’s name stays; the teacher can rename it', async () => {
    const teacher = await signUp(p, 'School T1', 'teacher');
    const outsider = await signUp(p, 'School T2', 'teacher');
    const homeworkId = await createHomework(p, teacher.token);
    const titled = await insertArticle(p, homeworkId, `登山\n${ESSAY_ZH}`, 'homework_1');
    const named = await insertArticle(p, homeworkId, `登山\n${ESSAY_ZH}`, '王小明的作文');
    await api(p, 'PATCH', `/api/teacher/homeworks/${homeworkId}/articles/all/grade`, teacher.token);
    const done = await waitForGraded(p, teacher.token, homeworkId);
    const byId = (id: number) => done.articles.find((a: { id: number }) => a.id === id);
    expect(byId(titled).title).toBe('登山');
    expect(byId(named).title).toBe('王小明的作文');

    const doc = ReportDocumentSchema.parse(
      (await api(p, 'GET', `/api/articles/${titled}/report.json`, teacher.token)).body,
    );
    expect(doc.graded_text).toBe(ESSAY_ZH);
    expect(doc.report.paragraphComments).toHaveLength(3);
    expect(doc.report.paragraphComments[0]!.comment['zh-tw']).not.toMatch(/^開頭段：\d/);
    const html = await p.app.inject({
      method: 'GET',
      url: `/api/articles/${titled}/report?locale=zh-tw`,
      headers: { authorization: `Bearer ${teacher.token}` },
    });
    expect(html.body).toContain('<p class="essay-title">登山</p>');
    expect(html.body).not.toContain('homework_');

    const renamed = await api(p, 'PATCH', `/api/teacher/articles/${titled}/title`, teacher.token, {
      title: '  登合歡山  ',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.title).toBe('登合歡山');
    const blank = await api(p, 'PATCH', `/api/teacher/articles/${titled}/title`, teacher.token, {
      title: '   ',
    });
    expect(blank.status).toBe(400);
    expect(blank.body.error).toBe('Title cannot be empty');
    expect(
      (
        await api(p, 'PATCH', `/api/teacher/articles/${titled}/title`, outsider.token, {
          title: 'x',
        })
      ).status,
    ).toBe(404);
    // a re-correction keeps the teacher's title
    await api(p, 'PATCH', `/api/teacher/articles/${titled}/grade`, teacher.token);
    const again = await waitForGraded(p, teacher.token, homeworkId);
    expect(again.articles.find((a: { id: number }) => a.id === titled).title).toBe('登合歡山');
  });

  it('flags a short essay for review, in the list and in the report', async () => {
    const teacher = await signUp(p, 'School T3', 'teacher');
    const homeworkId = await createHomework(p, teacher.token);
    const short = await insertArticle(
      p,
      homeworkId,
      '我最難忘的一件事是去年暑假和家人一起去爬山。山上的風景很美，我們一起看日出，心裡非常感動。下山的時候，我覺得很累，但是很開心。',
      'homework_1',
    );
    const long = await insertArticle(p, homeworkId, ESSAY_ZH, 'homework_2');
    await api(p, 'PATCH', `/api/teacher/homeworks/${homeworkId}/articles/all/grade`, teacher.token);
    const done = await waitForGraded(p, teacher.token, homeworkId);
    expect(done.articles.find((a: { id: number }) => a.id === short).review_reasons).toEqual([
      'short',
    ]);
    expect(done.articles.find((a: { id: number }) => a.id === long).review_reasons).toEqual([]);
    const doc = ReportDocumentSchema.parse(
      (await api(p, 'GET', `/api/articles/${short}/report.json`, teacher.token)).body,
    );
    expect(doc.article.review_reasons).toEqual(['short']);
  });
});
