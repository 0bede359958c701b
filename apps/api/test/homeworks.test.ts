import { describe, expect, it } from 'vitest';
import { HomeworkDetailSchema, HomeworkListSchema } from '@essay/contracts';
import { api, createHomework, HOMEWORK, signUp } from './helpers.ts';
import { createClass, platformForFile } from './support/school-fixture.ts';

const p = platformForFile();

describe('homework', () => {
  it('creates, shows and edits a homework with the spec body', async () => {
    const teacher = await signUp(p, 'School H1', 'teacher');
    const classId = await createClass(p, teacher.token, '七年一班');
    const created = await api(p, 'POST', '/api/teacher/homeworks', teacher.token, {
      ...HOMEWORK,
      assigned_classes: [classId],
    });
    expect(created.status).toBe(200);
    const detail = HomeworkDetailSchema.parse(created.body);
    expect(detail).toMatchObject({
      name: HOMEWORK.name,
      assigned_classes: [classId],
      students: HOMEWORK.students,
      grade_status: 'not_graded',
      submission_status: { submitted: 0, required: 3 },
      articles: [],
      remain_students: HOMEWORK.students,
      rubric: 'auto',
      submission_begin_at: '2026-09-01T00:00:00.000Z',
    });
    const edited = await api(p, 'PATCH', `/api/teacher/homeworks/${detail.id}`, teacher.token, {
      ...HOMEWORK,
      name: '改過的題目',
      students: ['王小明'],
      rubric: 'cap-writing',
    });
    expect(edited.body).toMatchObject({
      name: '改過的題目',
      students: ['王小明'],
      rubric: 'cap-writing',
    });
    expect(
      (await api(p, 'GET', `/api/teacher/homeworks/${detail.id}`, teacher.token)).body.name,
    ).toBe('改過的題目');
  });

  it('lists newest first with limit, offset and total', async () => {
    const teacher = await signUp(p, 'School H1', 'teacher');
    for (const name of ['一', '二', '三']) await createHomework(p, teacher.token, { name });
    const page = await api(
      p,
      'GET',
      '/api/teacher/homeworks?limit=2&offset=0&submission_method=teacher',
      teacher.token,
    );
    const list = HomeworkListSchema.parse(page.body);
    expect(list.total).toBe(3);
    expect(list.homeworks.map((h) => h.name)).toEqual(['三', '二']);
    expect(
      (
        await api(p, 'GET', '/api/teacher/homeworks?limit=2&offset=2', teacher.token)
      ).body.homeworks.map((h: { name: string }) => h.name),
    ).toEqual(['一']);
    expect((await api(p, 'GET', '/api/teacher/homeworks?limit=0', teacher.token)).status).toBe(400);
  });

  it.each([
    [{ name: '' }, 'Homework name is required'],
    [{ name: 'x'.repeat(101) }, 'Homework name must be at most 100 characters'],
    [
      { submission_begin_at: '2026-09-20T08:00:00+08:00' },
      'The submission deadline must be after its beginning',
    ],
    [{ submission_begin_at: '2026/09/01 08:00' }, 'Times must be ISO 8601 date-times'],
    [{ students: ['王小明', '王小明'] }, 'Student names must be unique'],
    [{ students: ['王小明', '  '] }, 'Student names cannot be empty'],
    [{ submission_method: 'parent' }, 'The submission method is teacher or student'],
    [{ assigned_classes: [999999] }, 'Unknown class: 999999'],
    [{ name: undefined }, 'name is required'],
  ])(
    'refuses an invalid homework %#, with a message the form shows',
    async (overrides, message) => {
      const teacher = await signUp(p, 'School H1', 'teacher');
      const res = await api(p, 'POST', '/api/teacher/homeworks', teacher.token, {
        ...HOMEWORK,
        ...overrides,
      });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(message);
    },
  );

  it('refuses another school’s class and hides homework from other schools (404) and students (403)', async () => {
    const teacher = await signUp(p, 'School H2', 'teacher');
    const outsider = await signUp(p, 'School H3', 'teacher');
    const student = await signUp(p, 'School H2', 'student');
    const foreignClass = await createClass(p, outsider.token, '別校班級');
    expect(
      (
        await api(p, 'POST', '/api/teacher/homeworks', teacher.token, {
          ...HOMEWORK,
          assigned_classes: [foreignClass],
        })
      ).body.error,
    ).toBe(`Unknown class: ${foreignClass}`);
    const id = await createHomework(p, teacher.token);
    expect((await api(p, 'GET', `/api/teacher/homeworks/${id}`, outsider.token)).status).toBe(404);
    expect(
      (await api(p, 'PATCH', `/api/teacher/homeworks/${id}`, outsider.token, HOMEWORK)).status,
    ).toBe(404);
    expect((await api(p, 'GET', '/api/teacher/homeworks', outsider.token)).body.total).toBe(0);
    expect((await api(p, 'GET', `/api/teacher/homeworks/${id}`, student.token)).status).toBe(403);
    expect((await api(p, 'GET', '/api/teacher/homeworks/abc', teacher.token)).status).toBe(400);
  });
});
