import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { api, HOMEWORK, signUp } from './helpers.ts';
import { createClass, platformForFile } from './support/school-fixture.ts';

/**
 * Issue 27: a teacher assigns homework to their own classes only (a colleague's class would hand
 * them that colleague's students); the school admin, who may teach, assigns any class of the school.
 */
const p = platformForFile();

describe("a teacher's own classes", () => {
  it("refuses homework for another teacher's class, on create and on edit", async () => {
    const school = `School ${randomBytes(4).toString('hex')}`;
    const admin = await signUp(p, school, 'admin');
    const teacher = await signUp(p, school, 'teacher');
    const colleague = await signUp(p, school, 'teacher');
    const own = await createClass(p, teacher.token, '七年一班');
    const theirs = await createClass(p, colleague.token, '七年二班');

    const refused = await api(p, 'POST', '/api/teacher/homeworks', teacher.token, {
      ...HOMEWORK,
      assigned_classes: [own, theirs],
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      error: `Not your class: ${theirs}`,
      code: 'not_own_class',
      details: { field: 'assigned_classes', ids: String(theirs) },
    });
    expect((await api(p, 'GET', '/api/teacher/homeworks', teacher.token)).body.total).toBe(0);

    const created = await api(p, 'POST', '/api/teacher/homeworks', teacher.token, {
      ...HOMEWORK,
      assigned_classes: [own],
    });
    expect(created.status).toBe(200);
    const edited = await api(
      p,
      'PATCH',
      `/api/teacher/homeworks/${created.body.id}`,
      teacher.token,
      {
        ...HOMEWORK,
        assigned_classes: [theirs],
      },
    );
    expect(edited.status).toBe(403);
    expect(
      (await api(p, 'GET', `/api/teacher/homeworks/${created.body.id}`, teacher.token)).body
        .assigned_classes,
    ).toEqual([own]);

    // The school admin may assign any class of the school, and teaches with their own homework.
    const byAdmin = await api(p, 'POST', '/api/teacher/homeworks', admin.token, {
      ...HOMEWORK,
      assigned_classes: [own, theirs],
    });
    expect(byAdmin.status).toBe(200);
    expect(
      (await api(p, 'GET', `/api/teacher/homeworks/${byAdmin.body.id}`, teacher.token)).status,
    ).toBe(404);
  });

  it("lets a new school's creator teach: a class and a homework with no second account", async () => {
    const creator = await signUp(p, `School ${randomBytes(4).toString('hex')}`, 'admin');
    const classId = await createClass(p, creator.token, '八年一班');
    const created = await api(p, 'POST', '/api/teacher/homeworks', creator.token, {
      ...HOMEWORK,
      assigned_classes: [classId],
    });
    expect(created.status).toBe(200);
    const list = await api(p, 'GET', '/api/teacher/homeworks', creator.token);
    expect(list.body.homeworks.map((h: { id: number }) => h.id)).toEqual([created.body.id]);
  });
});
