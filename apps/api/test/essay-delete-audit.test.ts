import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditTrailSchema, type AuditEvent } from '@essay/contracts';
import {
  api,
  createHomework,
  createPlatformWithoutWorkers,
  insertArticle,
  signUp,
  type TestPlatform,
  type TestUser,
} from './helpers.ts';
import { ESSAY_EN } from './essays.ts';

let p: TestPlatform;
beforeAll(async () => {
  p = await createPlatformWithoutWorkers(0);
});
afterAll(() => p.close());

async function trail(user: TestUser, url: string): Promise<AuditEvent[]> {
  const res = await api(p, 'GET', url, user.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return AuditTrailSchema.parse(res.body).events;
}

describe('a teacher’s essay deletion is on the audit trail (issue 41)', () => {
  it('records who deleted which essay of which homework and student, from where; a refused deletion records nothing', async () => {
    const school = 'Essay Delete School';
    const teacher = await signUp(p, school, 'teacher');
    const admin = await signUp(p, school, 'admin');
    const student = await signUp(p, school, 'student');
    const otherTeacher = await signUp(p, 'Essay Delete Other', 'teacher');
    const homeworkId = await createHomework(p, teacher.token, { name: 'Deleted essays' });
    const kept = await insertArticle(p, homeworkId, ESSAY_EN, 'kept');
    const gone = await insertArticle(p, homeworkId, ESSAY_EN, 'gone');
    await p.db.query('UPDATE api.articles SET student_user_id = $2 WHERE id = $1', [
      gone,
      student.userId,
    ]);

    // Another school's teacher cannot delete it, and leaves no row.
    expect(
      (await api(p, 'DELETE', `/api/teacher/articles/${gone}`, otherTeacher.token)).status,
    ).toBe(404);
    const res = await p.app.inject({
      method: 'DELETE',
      url: `/api/teacher/articles/${gone}`,
      headers: { authorization: `Bearer ${teacher.token}` },
      remoteAddress: '192.0.2.41',
    });
    expect(res.statusCode, res.body).toBe(200);

    const deletions = (await trail(admin, '/api/admin/audit?action=essay.delete')).filter(
      (e) => e.homework_id === homeworkId,
    );
    expect(deletions).toHaveLength(1);
    expect(deletions[0]).toMatchObject({
      action: 'essay.delete',
      source: 'api',
      actor_id: teacher.userId,
      address: '192.0.2.41',
      homework_id: homeworkId,
      article_id: gone,
      student_id: student.userId,
      detail: { status: 'submitted', files: 0, corrections: 0 },
    });
    // found by the student and on the homework's own trail too
    const byStudent = await trail(admin, `/api/admin/audit?student_id=${student.userId}`);
    expect(byStudent.map((e) => e.action)).toContain('essay.delete');
    const homeworkTrail = await trail(teacher, `/api/teacher/homeworks/${homeworkId}/audit`);
    expect(
      homeworkTrail.filter((e) => e.action === 'essay.delete').map((e) => e.article_id),
    ).toEqual([gone]);
    // the other essay is untouched and was not recorded
    expect((await api(p, 'GET', `/api/teacher/articles/${kept}`, teacher.token)).status).toBe(200);
    expect(homeworkTrail.some((e) => e.article_id === kept)).toBe(false);
    // a second deletion of the same essay is refused and leaves no second row
    expect((await api(p, 'DELETE', `/api/teacher/articles/${gone}`, teacher.token)).status).toBe(
      404,
    );
    expect(
      (await trail(admin, '/api/admin/audit?action=essay.delete')).filter(
        (e) => e.homework_id === homeworkId,
      ),
    ).toHaveLength(1);
  });
});
