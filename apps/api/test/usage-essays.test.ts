import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UsageReportSchema, type UsageReport } from '@essay/contracts';
import {
  api,
  createHomework,
  createTestPlatform,
  givePoints,
  signUp,
  waitForGraded,
  type TestPlatform,
  type TestUser,
} from './helpers.ts';
import { ESSAY_EN } from './essays.ts';

/** Issue 41 (decision 0072): the usage figures count essays, not corrections or revisions. */
let p: TestPlatform;
beforeAll(async () => {
  p = await createTestPlatform(
    { FREE_IMAGE_ARTICLE_GRADE_TIMES: '0', GRADE_POINT_PER_ARTICLE: '1' },
    { workers: true },
  );
});
afterAll(() => p.close());

const SCHOOL = 'Usage Essays School';

async function form(url: string, token: string, fields: Record<string, string>) {
  const response = await p.app.inject({
    method: 'POST',
    url,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams(fields).toString(),
  });
  return response.json() as Record<string, any>;
}

async function usage(admin: TestUser): Promise<UsageReport> {
  const res = await api(p, 'GET', '/api/admin/usage', admin.token);
  expect(res.status).toBe(200);
  return UsageReportSchema.parse(res.body);
}

async function gradeAll(teacher: TestUser, homeworkId: number) {
  await api(p, 'PATCH', `/api/teacher/homeworks/${homeworkId}/articles/all/grade`, teacher.token);
  await waitForGraded(p, teacher.token, homeworkId);
}

/** Every figure of a report that counts essays, by section. */
const essayFigures = (r: UsageReport) => ({
  total: r.essays_corrected,
  weeks: Math.max(...r.by_week.map((w) => w.essays_corrected)),
  teachers: r.by_teacher.map((t) => t.essays_corrected),
  classes: r.by_class.map((c) => c.essays_corrected),
  levels: r.levels.reduce((n, l) => n + l.essays, 0),
});

describe('the usage report counts essays (issue 41)', () => {
  it('a revision and a re-correction add points, never an essay; deleting an essay changes no figure', async () => {
    const teacher = await signUp(p, SCHOOL, 'teacher');
    const admin = await signUp(p, SCHOOL, 'admin');
    const [amy, ben] = [await signUp(p, SCHOOL, 'student'), await signUp(p, SCHOOL, 'student')];
    await givePoints(p, teacher, SCHOOL, 20);
    const made = (await form('/account/schoolclass/add', teacher.token, { cls_name: '801' }))
      .data as { id: number; code: string };
    for (const student of [amy, ben])
      expect(
        (await form('/account/schoolclass/join', student.token, { code: made.code })).state,
      ).toBe(true);
    const homeworkId = await createHomework(p, teacher.token, {
      submission_method: 'student',
      allow_revision: true,
      assigned_classes: [made.id],
      students: [],
      submission_begin_at: new Date(Date.now() - 60_000).toISOString(),
      submission_deadline_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    });
    const handIn = async (student: TestUser, content: string) => {
      const res = await api(
        p,
        'POST',
        `/api/student/homeworks/${homeworkId}/submission`,
        student.token,
        {
          content,
        },
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.id as number;
    };
    await handIn(amy, ESSAY_EN.replace('because', 'becuase'));
    const bensEssay = await handIn(ben, ESSAY_EN);
    await gradeAll(teacher, homeworkId);
    const first = await usage(admin);
    expect(essayFigures(first)).toEqual({
      total: 2,
      weeks: 2,
      teachers: [2],
      classes: [2],
      levels: 2,
    });
    expect(first.points_spent).toBe(2);

    // Amy revises her corrected essay; the teacher corrects it, and corrects Ben's again.
    const revision = await handIn(amy, ESSAY_EN);
    await gradeAll(teacher, homeworkId);
    expect(
      (await api(p, 'PATCH', `/api/teacher/articles/${bensEssay}/grade`, teacher.token)).status,
    ).toBe(200);
    await gradeAll(teacher, homeworkId);
    const later = await usage(admin);
    expect(later.points_spent).toBe(4); // every correction is paid
    expect(essayFigures(later)).toEqual(essayFigures(first)); // two essays still
    // the levels show each essay once, by its latest version (Amy's revision)
    const [revised] = await p.db.query<{ revision_of: number }>(
      'SELECT revision_of FROM api.articles WHERE id = $1',
      [revision],
    );
    expect(revised!.revision_of).not.toBeNull();

    // Deleting an essay keeps the school's counts (its corrections stay counted, as one essay).
    expect(
      (await api(p, 'DELETE', `/api/teacher/articles/${bensEssay}`, teacher.token)).status,
    ).toBe(200);
    const afterDelete = await usage(admin);
    expect([afterDelete.essays_corrected, afterDelete.points_spent]).toEqual([2, 4]);
  }, 300_000);
});
