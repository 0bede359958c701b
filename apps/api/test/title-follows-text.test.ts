import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setEssayTitle } from '../src/modules/articles/articles.repository.ts';
import {
  api,
  createHomework,
  createTestPlatform,
  insertArticle,
  signUp,
  type TestPlatform,
} from './helpers.ts';

let p: TestPlatform;
beforeAll(async () => {
  p = await createTestPlatform();
});
afterAll(() => p.close());

const titleOf = async (id: number) =>
  (await p.db.query<{ title: string }>('SELECT title FROM api.articles WHERE id = $1', [id]))[0]!
    .title;

describe('a title read from the essay’s first line (issue 43 §7)', () => {
  it('follows the line as the teacher corrects it, until someone gives the essay a title', async () => {
    const teacher = await signUp(p, 'School Title', 'teacher');
    const homeworkId = await createHomework(p, teacher.token);
    const read = await insertArticle(p, homeworkId, '青春飛楊\n內文', 'homework_1');
    const given = await insertArticle(p, homeworkId, '青春飛揚\n內文', '王小明的作文');

    // The reader's first line names the essay, and the corrected line renames it.
    await setEssayTitle(p.db, read, '青春飛楊');
    expect(await titleOf(read)).toBe('青春飛楊');
    await setEssayTitle(p.db, read, '青春飛揚');
    expect(await titleOf(read)).toBe('青春飛揚');

    // A title a person gave stays, whatever the first line says.
    await setEssayTitle(p.db, given, '別的標題');
    expect(await titleOf(given)).toBe('王小明的作文');
    const renamed = await api(p, 'PATCH', `/api/teacher/articles/${read}/title`, teacher.token, {
      title: '我的青春',
    });
    expect(renamed.status).toBe(200);
    await setEssayTitle(p.db, read, '青春飛揚啊');
    expect(await titleOf(read)).toBe('我的青春');
  });
});
