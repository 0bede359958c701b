import { describe, expect, it } from 'vitest';
import {
  AuditTrailSchema,
  RelevelPreviewSchema,
  ReportDocumentSchema,
  type RelevelPreview,
} from '@essay/contracts';
import {
  api,
  balanceOf,
  createHomework,
  insertArticle,
  signUp,
  waitForGraded,
  type TestUser,
} from './helpers.ts';
import { ESSAY_ZH } from './essays.ts';
import {
  correctAll,
  platformForFile,
  pointUseLog,
  teacherWithHomework,
} from './support/school-fixture.ts';

const p = platformForFile(
  { FREE_IMAGE_ARTICLE_GRADE_TIMES: '0', GRADE_POINT_PER_ARTICLE: '1' },
  { workers: true },
);

const [P1, P2, P3] = ESSAY_ZH.split('\n') as [string, string, string];
/** Six essays of different length and build, so the engine gives them its own levels. */
const ESSAYS = [ESSAY_ZH, `${P1}\n${P2}`, `${P2}\n${P3}`, ESSAY_ZH, `${P1}\n${P3}`, P3];

interface Essay {
  id: number;
  score: number;
  level_label: string;
  grading_count: number;
}

async function essaysOf(teacher: TestUser, homeworkId: number): Promise<Essay[]> {
  return (await api(p, 'GET', `/api/teacher/homeworks/${homeworkId}`, teacher.token)).body
    .articles as Essay[];
}

async function useLogLength(teacher: TestUser): Promise<number> {
  return (await pointUseLog(p, teacher.token)).length;
}

async function preview(teacher: TestUser, homeworkId: number): Promise<RelevelPreview> {
  const res = await api(p, 'GET', `/api/teacher/homeworks/${homeworkId}/relevel`, teacher.token);
  expect(res.status).toBe(200);
  return RelevelPreviewSchema.parse(res.body);
}

const confirmOf = (plan: RelevelPreview) => ({
  changes: plan.changes.map((c) => ({
    article_id: c.article_id,
    from: c.from.level,
    to: c.to.level,
  })),
});

/** A move of the teacher's that keeps every essay's level inside 1–6. */
function moveFor(levels: number[]): number {
  const move = [2, -2, 1, -1].find((d) => levels.every((l) => l + d >= 1 && l + d <= 6));
  if (move === undefined) throw new Error(`no move fits the levels ${levels.join(',')}`);
  return move;
}

describe('re-levelling a homework from the teacher’s levels (issue 31 item 2)', () => {
  it('previews, then moves the other essays as the teacher moved three, free and on the trail', async () => {
    const { teacher, homeworkId } = await teacherWithHomework(p, 'School RL1', {
      points: 10,
      homework: { rubric: 'cap-writing' },
    });
    for (const [i, text] of ESSAYS.entries())
      await insertArticle(p, homeworkId, text, `essay ${i}`);
    await correctAll(p, teacher.token, homeworkId);
    await waitForGraded(p, teacher.token, homeworkId);
    const graded = await essaysOf(teacher, homeworkId);
    expect(graded.map((e) => e.level_label)).toEqual(graded.map((e) => `${e.score}級分`));
    const move = moveFor(graded.map((e) => e.score));

    const none = await preview(teacher, homeworkId);
    expect(none).toMatchObject({ outcome: 'too_few', min_overrides: 3, overrides: 0, changes: [] });

    // The teacher levels three essays `move` levels away from the engine.
    const [scored, others] = [graded.slice(0, 3), graded.slice(3)];
    for (const e of scored) {
      const set = await api(p, 'PATCH', `/api/teacher/articles/${e.id}/override`, teacher.token, {
        level: e.score + move,
        dimensions: {},
      });
      expect(set.status).toBe(200);
    }
    const balance = await balanceOf(p, teacher);
    const spent = await useLogLength(teacher);

    const plan = await preview(teacher, homeworkId);
    expect(plan).toMatchObject({ outcome: 'ready', overrides: 3, range: { min: 1, max: 6 } });
    expect(plan.fit?.shift).toBeCloseTo(move);
    expect(plan.changes.map((c) => [c.article_id, c.from.level, c.to.level, c.to.label])).toEqual(
      others.map((e) => [e.id, e.score, e.score + move, `${e.score + move}級分`]),
    );
    expect(plan.unchanged).toBe(0);

    const applied = await api(
      p,
      'POST',
      `/api/teacher/homeworks/${homeworkId}/relevel`,
      teacher.token,
      confirmOf(plan),
    );
    expect(applied).toEqual({ status: 200, body: { changed: 3 } });

    // The list, the report document and its HTML say the new level; the teacher's own stay, with
    // the teacher's level as its label too (issue 29: one level everywhere).
    const after = await essaysOf(teacher, homeworkId);
    expect(after.map((e) => [e.id, e.score, e.level_label, e.grading_count])).toEqual([
      ...scored.map((e) => [e.id, e.score + move, `${e.score + move}級分`, 1]),
      ...others.map((e) => [e.id, e.score + move, `${e.score + move}級分`, 1]),
    ]);
    const moved = others[0]!;
    const doc = ReportDocumentSchema.parse(
      (await api(p, 'GET', `/api/articles/${moved.id}/report.json`, teacher.token)).body,
    );
    expect(doc.report).toMatchObject({
      level: moved.score + move,
      levelLabel: `${moved.score + move}級分`,
    });
    const html = await p.app.inject({
      method: 'GET',
      url: `/api/articles/${moved.id}/report?locale=zh-tw`,
      headers: { authorization: `Bearer ${teacher.token}` },
    });
    expect(html.body).toContain(`${moved.score + move}級分`);
    expect(html.body).not.toContain(`${moved.score}級分`);

    // The student's view of the released report says the same.
    const student = await signUp(p, 'School RL1', 'student');
    await p.db.query('UPDATE api.articles SET student_user_id = $2 WHERE id = $1', [
      moved.id,
      student.userId,
    ]);
    const released = await api(
      p,
      'PUT',
      `/api/teacher/homeworks/${homeworkId}/release`,
      teacher.token,
      {
        released: true,
      },
    );
    expect(released.status).toBe(200);
    const own = await api(p, 'GET', `/api/student/articles/${moved.id}/report`, student.token);
    expect(own.status).toBe(200);
    expect(own.body.report).toMatchObject({
      level: moved.score + move,
      levelLabel: `${moved.score + move}級分`,
    });

    // Free: the ledger did not move.
    expect(await balanceOf(p, teacher)).toBe(balance);
    expect(await useLogLength(teacher)).toBe(spent);

    // Nothing left to move; the same confirmation again is refused, and changes nothing.
    expect(await preview(teacher, homeworkId)).toMatchObject({
      outcome: 'ready',
      changes: [],
      unchanged: 3,
    });
    const again = await api(
      p,
      'POST',
      `/api/teacher/homeworks/${homeworkId}/relevel`,
      teacher.token,
      confirmOf(plan),
    );
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'relevel_changed',
      error: 'The levels changed since the preview: look at the proposal again',
    });

    const trail = AuditTrailSchema.parse(
      (await api(p, 'GET', `/api/teacher/homeworks/${homeworkId}/audit`, teacher.token)).body,
    );
    const relevelled = trail.events.filter((e) => e.detail.by === 'relevel');
    expect(
      relevelled.map((e) => [e.action, e.article_id, e.detail.from, e.detail.level]).sort(),
    ).toEqual(others.map((e) => ['level.change', e.id, e.score, e.score + move]).sort());

    // A new correction writes a new report: the engine's level again, no re-level left over.
    await api(p, 'PATCH', `/api/teacher/articles/${moved.id}/grade`, teacher.token);
    await waitForGraded(p, teacher.token, homeworkId);
    const [kept] = await p.db.query<{ relevelled_from: unknown; grading_count: number }>(
      'SELECT relevelled_from, grading_count FROM api.articles WHERE id = $1',
      [moved.id],
    );
    expect(kept).toEqual({ relevelled_from: null, grading_count: 2 });
  }, 240_000);

  it('refuses a preview that is no longer true, and leaves every level as it was', async () => {
    const { teacher, homeworkId } = await teacherWithHomework(p, 'School RL2', {
      points: 10,
      homework: { rubric: 'cap-writing' },
    });
    for (const [i, text] of ESSAYS.slice(0, 5).entries())
      await insertArticle(p, homeworkId, text, `essay ${i}`);
    await correctAll(p, teacher.token, homeworkId);
    await waitForGraded(p, teacher.token, homeworkId);
    const graded = await essaysOf(teacher, homeworkId);
    const move = moveFor(graded.map((e) => e.score));
    for (const e of graded.slice(0, 3))
      await api(p, 'PATCH', `/api/teacher/articles/${e.id}/override`, teacher.token, {
        level: e.score + move,
        dimensions: {},
      });
    const plan = await preview(teacher, homeworkId);
    expect(plan.changes).toHaveLength(2);

    // Meanwhile the teacher levels one of the essays the preview would move.
    const [first] = plan.changes;
    await api(p, 'PATCH', `/api/teacher/articles/${first!.article_id}/override`, teacher.token, {
      level: first!.from.level,
      dimensions: {},
    });
    const stale = await api(
      p,
      'POST',
      `/api/teacher/homeworks/${homeworkId}/relevel`,
      teacher.token,
      confirmOf(plan),
    );
    expect(stale.status).toBe(409);
    expect((await essaysOf(teacher, homeworkId)).map((e) => e.score)).toEqual([
      ...graded.slice(0, 3).map((e) => e.score + move),
      ...graded.slice(3).map((e) => e.score),
    ]);

    const empty = await api(
      p,
      'POST',
      `/api/teacher/homeworks/${homeworkId}/relevel`,
      teacher.token,
      {
        changes: [],
      },
    );
    expect(empty).toMatchObject({ status: 400, body: { error: 'No level to change' } });
  }, 240_000);

  it('is only the homework’s teacher’s: a colleague and another school find nothing', async () => {
    const teacher = await signUp(p, 'School RL3', 'teacher');
    const colleague = await signUp(p, 'School RL3', 'teacher');
    const stranger = await signUp(p, 'School RL4', 'teacher');
    const homeworkId = await createHomework(p, teacher.token);
    expect((await preview(teacher, homeworkId)).outcome).toBe('too_few');
    for (const other of [colleague, stranger]) {
      const seen = await api(p, 'GET', `/api/teacher/homeworks/${homeworkId}/relevel`, other.token);
      expect(seen).toMatchObject({ status: 404, body: { error: 'Homework not found' } });
      const done = await api(
        p,
        'POST',
        `/api/teacher/homeworks/${homeworkId}/relevel`,
        other.token,
        {
          changes: [{ article_id: 1, from: 1, to: 2 }],
        },
      );
      expect(done.status).toBe(404);
    }
  });
});
