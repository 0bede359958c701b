import { describe, expect, it } from 'vitest';
import { RelevelPreviewSchema, type RelevelPreview } from '@essay/contracts';
import { api, insertArticle, type TestUser } from './helpers.ts';
import { ESSAY_EN, ESSAY_ZH } from './essays.ts';
import {
  correctAllAndWait,
  platformForFile,
  teacherWithHomework,
} from './support/school-fixture.ts';

const p = platformForFile(
  { FREE_IMAGE_ARTICLE_GRADE_TIMES: '0', GRADE_POINT_PER_ARTICLE: '1' },
  { workers: true },
);

interface Essay {
  id: number;
  score: number;
  status: string;
  teacher_override: { level: number | null } | null;
}

async function preview(teacher: TestUser, homeworkId: number): Promise<RelevelPreview> {
  const res = await api(p, 'GET', `/api/teacher/homeworks/${homeworkId}/relevel`, teacher.token);
  expect(res.status).toBe(200);
  return RelevelPreviewSchema.parse(res.body);
}

const [P1, P2, P3] = ESSAY_ZH.split('\n') as [string, string, string];

describe('the re-level dialog counts every level the teacher set (issue 41)', () => {
  it('three overrides read as three, one on a level-0 essay and one on another scale named apart', async () => {
    // An `auto` homework: Chinese essays on the 會考 scale, an English one on 學測英文's.
    const { teacher, homeworkId } = await teacherWithHomework(p, 'School RLC', {
      points: 20,
      homework: { rubric: 'auto' },
    });
    const texts = [ESSAY_ZH, `${P1}\n${P2}`, `${P2}\n${P3}`, ESSAY_EN, '我。'];
    for (const [i, text] of texts.entries()) await insertArticle(p, homeworkId, text, `essay ${i}`);
    const { articles } = (await correctAllAndWait(p, teacher.token, homeworkId)) as {
      articles: Essay[];
    };
    expect(articles.map((a) => a.status)).toEqual(texts.map(() => 'graded'));
    const [zh1, zh2, zh3, en, blank] = articles as [Essay, Essay, Essay, Essay, Essay];
    expect(blank.score).toBe(0); // the engine's level-0 rule

    /** What the correction page's button counts: graded essays with the teacher's level. */
    const buttonCount = async () =>
      (
        (await api(p, 'GET', `/api/teacher/homeworks/${homeworkId}`, teacher.token)).body
          .articles as Essay[]
      ).filter((a) => a.status === 'graded' && a.teacher_override?.level != null).length;
    const levelled = (plan: RelevelPreview) =>
      plan.overrides + plan.set_aside.zero_gate + plan.set_aside.other_rubric;

    const override = async (essay: Essay, level: number) =>
      expect(
        (
          await api(p, 'PATCH', `/api/teacher/articles/${essay.id}/override`, teacher.token, {
            level,
            dimensions: {},
          })
        ).status,
      ).toBe(200);

    // The order the teacher happens to level them in: after each, the dialog's count is the button's.
    const steps: [Essay, number][] = [
      [zh1, 2],
      [blank, 1],
      [en, 10],
      [zh2, 3],
      [zh3, 4],
    ];
    for (const [i, [essay, level]] of steps.entries()) {
      await override(essay, level);
      const plan = await preview(teacher, homeworkId);
      expect(levelled(plan), `after ${i + 1} overrides`).toBe(i + 1);
      expect(levelled(plan)).toBe(await buttonCount());
    }
    const plan = await preview(teacher, homeworkId);
    expect(plan).toMatchObject({
      overrides: 3,
      set_aside: { zero_gate: 1, other_rubric: 1 },
    });
    // Clearing one takes it off the count again.
    await api(p, 'PATCH', `/api/teacher/articles/${blank.id}/override`, teacher.token, {
      level: null,
      dimensions: {},
    });
    expect((await preview(teacher, homeworkId)).set_aside).toEqual({
      zero_gate: 0,
      other_rubric: 1,
    });
  });
});
