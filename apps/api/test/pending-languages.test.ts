import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingLanguages } from '../src/modules/grading/pending-languages.ts';
import {
  api,
  createHomework,
  createPlatformWithoutWorkers,
  givePoints,
  insertArticle,
  signUp,
  type TestPlatform,
} from './helpers.ts';
import { ESSAY_EN, ESSAY_ZH } from './essays.ts';

let p: TestPlatform;
beforeAll(async () => {
  // No workers: the gradings stay queued until the test ends them.
  p = await createPlatformWithoutWorkers(1);
});
afterAll(() => p.close());

describe('the languages a starting worker loads (decision 0054)', () => {
  it('are those of the essays whose gradings have not ended, as the engine decides them', async () => {
    const teacher = await signUp(p, 'School Languages', 'teacher');
    await givePoints(p, teacher, 'School Languages', 10);
    const chinese = await createHomework(p, teacher.token, { name: '我最難忘的一件事' });
    await insertArticle(p, chinese, ESSAY_ZH);
    expect(await pendingLanguages(p.ctx)).toEqual([]);

    const grade = (homeworkId: number) =>
      api(p, 'PATCH', `/api/teacher/homeworks/${homeworkId}/articles/all/grade`, teacher.token);
    expect((await grade(chinese)).body).toMatchObject({ queued: 1 });
    expect(await pendingLanguages(p.ctx)).toEqual(['zh']);

    const english = await createHomework(p, teacher.token, { name: 'My best day' });
    await insertArticle(p, english, ESSAY_EN);
    expect((await grade(english)).body).toMatchObject({ queued: 1 });
    expect(await pendingLanguages(p.ctx)).toEqual(['en', 'zh']);

    await p.db.query(
      "UPDATE api.gradings SET status = 'done' FROM api.articles a WHERE a.id = article_id AND a.homework_id = $1",
      [chinese],
    );
    expect(await pendingLanguages(p.ctx)).toEqual(['en']);
  });
});
