import { describe, expect, it } from 'vitest';
import { UsageReportSchema, type UsageReport } from '@essay/contracts';
import { api, createHomework, signUp, waitForGraded, type TestUser } from './helpers.ts';
import { ESSAY_EN } from './essays.ts';
import {
  classJoinedBy,
  correctAllAndWait,
  openWindow,
  platformForFile,
  teacherWithPoints,
} from './support/school-fixture.ts';

/** Issue 41 (decision 0072): the usage figures count essays, not corrections or revisions. */
const p = platformForFile(
  { FREE_IMAGE_ARTICLE_GRADE_TIMES: '0', GRADE_POINT_PER_ARTICLE: '1' },
  { workers: true },
);

const SCHOOL = 'Usage Essays School';

async function usage(admin: TestUser): Promise<UsageReport> {
  const res = await api(p, 'GET', '/api/admin/usage', admin.token);
  expect(res.status).toBe(200);
  return UsageReportSchema.parse(res.body);
}

const gradeAll = (teacher: TestUser, homeworkId: number) =>
  correctAllAndWait(p, teacher.token, homeworkId);

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
    const teacher = await teacherWithPoints(p, SCHOOL, 20);
    const admin = await signUp(p, SCHOOL, 'admin');
    const [amy, ben] = [await signUp(p, SCHOOL, 'student'), await signUp(p, SCHOOL, 'student')];
    const made = await classJoinedBy(p, teacher, '801', [amy, ben]);
    const homeworkId = await createHomework(p, teacher.token, {
      submission_method: 'student',
      allow_revision: true,
      assigned_classes: [made.id],
      students: [],
      ...openWindow(),
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
    await waitForGraded(p, teacher.token, homeworkId);
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
