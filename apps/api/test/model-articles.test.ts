import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ModelArticleSchema } from '@essay/contracts';
import { listTeacherScored } from '../src/modules/grading/grading.repository.ts';
import {
  api,
  createHomework,
  createTestPlatform,
  insertArticle,
  signUp,
  waitForGraded,
  type TestPlatform,
} from './helpers.ts';
import { ESSAY_EN, ESSAY_ZH } from './essays.ts';

let p: TestPlatform;
beforeAll(async () => {
  p = await createTestPlatform({}, { workers: true });
});
afterAll(() => p.close());

async function gradedHomework(
  token: string,
  name: string,
  texts: string[],
  classes: number[] = [],
): Promise<{ homeworkId: number; ids: number[] }> {
  const homeworkId = await createHomework(p, token, { name, assigned_classes: classes });
  const ids = [];
  for (const [i, text] of texts.entries()) {
    const id = await insertArticle(p, homeworkId, text);
    await p.db.query('UPDATE api.articles SET student_name = $2 WHERE id = $1', [
      id,
      `學生${i + 1}`,
    ]);
    ids.push(id);
  }
  await api(p, 'PATCH', `/api/teacher/homeworks/${homeworkId}/articles/all/grade`, token);
  await waitForGraded(p, token, homeworkId);
  return { homeworkId, ids };
}

describe('model essays', () => {
  it('adds graded essays of one’s own homework once, filters them, and removes them', async () => {
    const teacher = await signUp(p, 'School M1', 'teacher');
    const { homeworkId, ids } = await gradedHomework(teacher.token, '登山', [
      ESSAY_ZH,
      ESSAY_ZH,
      ESSAY_EN,
    ]);
    const ungraded = await insertArticle(p, homeworkId, ESSAY_ZH);

    const addible = await api(
      p,
      'GET',
      `/api/teacher/model_articles/addible?homework_id=${homeworkId}`,
      teacher.token,
    );
    expect(addible.body.articles.map((a: { article_id: number }) => a.article_id).sort()).toEqual(
      [...ids].sort(),
    );
    expect(
      (
        await api(p, 'PUT', '/api/teacher/model_articles', teacher.token, {
          articles_id: [ungraded],
        })
      ).status,
    ).toBe(404);
    expect(
      (await api(p, 'PUT', '/api/teacher/model_articles', teacher.token, { articles_id: [] })).body
        .error,
    ).toBe('Choose at least one essay');

    expect(
      (
        await api(p, 'PUT', '/api/teacher/model_articles', teacher.token, {
          articles_id: [ids[0], ids[1]],
        })
      ).body,
    ).toEqual({ added: 2 });
    expect(
      (await api(p, 'PUT', '/api/teacher/model_articles', teacher.token, { articles_id: [ids[0]] }))
        .body,
    ).toEqual({ added: 0 });
    // Model essays anchor the engine's calibration for the rest of the homework, on their own rubric.
    const anchors = (await listTeacherScored(p.db, homeworkId, 'cap-writing')).filter(
      (a) => a.articleId !== ungraded,
    );
    expect(anchors.map((a) => a.text)).toEqual([ESSAY_ZH, ESSAY_ZH]);
    expect(anchors.every((a) => a.level >= 1 && a.level <= 6)).toBe(true);
    expect(await listTeacherScored(p.db, homeworkId, 'gsat-english')).toEqual([]);
    const listed = await api(p, 'GET', '/api/teacher/model_articles', teacher.token);
    const models = listed.body.articles.map((a: unknown) => ModelArticleSchema.parse(a));
    expect(models.map((m: { article_id: number }) => m.article_id).sort()).toEqual(
      [ids[0], ids[1]].sort(),
    );
    expect(models[0]!.strengths.length).toBeGreaterThan(0);
    expect(models[0]!.level_label).toMatch(/級分/);
    const score = models[0]!.score;
    expect(
      (await api(p, 'GET', '/api/teacher/model_articles?homework_id=&score=', teacher.token)).body
        .articles,
    ).toHaveLength(2);
    const byScore = await api(
      p,
      'GET',
      `/api/teacher/model_articles?homework_id=${homeworkId}&score=${score}`,
      teacher.token,
    );
    expect(byScore.body.articles.every((a: { score: number }) => a.score === score)).toBe(true);
    expect(
      (
        await api(
          p,
          'GET',
          `/api/teacher/model_articles/addible?homework_id=${homeworkId}`,
          teacher.token,
        )
      ).body.articles.map((a: { article_id: number }) => a.article_id),
    ).toEqual([ids[2]]);

    expect(
      (await api(p, 'DELETE', `/api/teacher/model_articles/${models[0]!.id}`, teacher.token))
        .status,
    ).toBe(200);
    expect(
      (await api(p, 'GET', '/api/teacher/model_articles', teacher.token)).body.articles,
    ).toHaveLength(1);
  });

  it('keeps other schools out (404) and shows students their classes’ models with names hidden unless allowed', async () => {
    const teacher = await signUp(p, 'School M2', 'teacher');
    const outsider = await signUp(p, 'School M3', 'teacher');
    const student = await signUp(p, 'School M2', 'student');
    const cls = await p.app.inject({
      method: 'POST',
      url: '/account/schoolclass/add',
      headers: {
        authorization: `Bearer ${teacher.token}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'cls_name=701',
    });
    const { id: classId, code } = cls.json().data;
    await p.app.inject({
      method: 'POST',
      url: '/account/schoolclass/join',
      headers: {
        authorization: `Bearer ${student.token}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: `code=${code}`,
    });
    const { ids } = await gradedHomework(teacher.token, '登山', [ESSAY_ZH, ESSAY_EN], [classId]);

    expect(
      (
        await api(p, 'PUT', '/api/teacher/model_articles', outsider.token, {
          articles_id: [ids[0]],
        })
      ).status,
    ).toBe(404);
    await api(p, 'PUT', '/api/teacher/model_articles', teacher.token, { articles_id: [ids[0]] });
    await api(p, 'PUT', '/api/teacher/model_articles', teacher.token, {
      articles_id: [ids[1]],
      show_name: true,
    });
    const models = (await api(p, 'GET', '/api/teacher/model_articles', teacher.token)).body
      .articles;
    expect(
      (await api(p, 'DELETE', `/api/teacher/model_articles/${models[0].id}`, outsider.token))
        .status,
    ).toBe(404);
    expect(
      (
        await api(p, 'PATCH', `/api/teacher/model_articles/${models[0].id}`, outsider.token, {
          show_name: true,
        })
      ).status,
    ).toBe(404);
    expect(
      (await api(p, 'GET', '/api/teacher/model_articles', outsider.token)).body.articles,
    ).toEqual([]);
    expect((await api(p, 'GET', '/api/teacher/model_articles', student.token)).status).toBe(403);

    const seen = (await api(p, 'GET', '/api/student/model_articles', student.token)).body.articles;
    const names = Object.fromEntries(
      seen.map((a: { article_id: number; student_name: string }) => [a.article_id, a.student_name]),
    );
    expect(names).toEqual({ [ids[0]!]: '', [ids[1]!]: '學生2' });
    const loner = await signUp(p, 'School M2', 'student');
    expect((await api(p, 'GET', '/api/student/model_articles', loner.token)).body.articles).toEqual(
      [],
    );
  });
});
