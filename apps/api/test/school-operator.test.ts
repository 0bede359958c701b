/**
 * Issue 41, part 2 (decision 0071): a demoted member's file links stop at once, and the platform
 * operator's school list and removal (npm run account:schools), safe by default.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listSchools, removeSchool } from '@essay/account';
import { makePng } from '../../../packages/ingest/test/image-maker.ts';
import { schoolHasProductData } from '../src/modules/schools/school-data.repository.ts';
import {
  createHomework,
  createTestPlatform,
  signUp,
  uploadFile,
  type TestPlatform,
} from './helpers.ts';

let p: TestPlatform;
beforeAll(async () => {
  p = await createTestPlatform();
});
afterAll(() => p.close());

async function schoolOf(userId: number): Promise<number> {
  const rows = await p.db.query<{ school_id: number }>(
    'SELECT school_id FROM account.users WHERE id = $1',
    [userId],
  );
  return rows[0]!.school_id;
}

const remove = (schoolId: number, withMembers = false) =>
  removeSchool(p.db, schoolId, { withMembers, hasProductData: schoolHasProductData });

describe('a demoted teacher', () => {
  it('loses the file links their session was given at once, not when they expire', async () => {
    const admin = await signUp(p, 'Demotion School', 'admin');
    const teacher = await signUp(p, 'Demotion School', 'teacher');
    const homeworkId = await createHomework(p, teacher.token);
    const upload = await uploadFile(p, teacher.token, homeworkId, 'page.png', makePng(300, 200));
    expect((await p.app.inject({ method: 'GET', url: upload.body.url })).statusCode).toBe(200);
    const demoted = await p.app.inject({
      method: 'POST',
      url: '/account/school/change_role',
      headers: {
        authorization: `Bearer ${admin.token}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: `user_id=${teacher.userId}&role=21`,
    });
    expect(demoted.statusCode).toBe(200);
    expect((await p.app.inject({ method: 'GET', url: upload.body.url })).statusCode).toBe(404);
  });
});

describe('the operator’s schools', () => {
  it('lists schools with their members and removes an empty or mistaken one, safe by default', async () => {
    const mistaken = await signUp(p, 'Mistaken School', 'admin');
    const waiting = await signUp(p, 'Mistaken School', 'student');
    await p.db.query("UPDATE account.users SET member_status = 'pending' WHERE id = $1", [
      waiting.userId,
    ]);
    const mistakenId = await schoolOf(mistaken.userId);
    const busy = await signUp(p, 'Busy School', 'teacher');
    await createHomework(p, busy.token);
    const busyId = await schoolOf(busy.userId);
    const [empty] = await p.db.query<{ id: number }>(
      "INSERT INTO account.schools (name, name_key) VALUES ('Empty School', 'emptyschool') RETURNING id",
    );

    const listed = await listSchools(p.db);
    expect(listed.find((s) => s.id === mistakenId)).toMatchObject({
      name: 'Mistaken School',
      active: 1,
      pending: 1,
      former: 0,
    });
    expect(listed.find((s) => s.id === empty!.id)).toMatchObject({ active: 0, pending: 0 });

    expect((await remove(mistakenId)).outcome).toBe('has_members');
    expect((await remove(busyId, true)).outcome).toBe('has_product_data');
    expect((await remove(999_999)).outcome).toBe('not_found');
    expect((await remove(empty!.id)).outcome).toBe('removed');
    expect((await remove(mistakenId, true)).outcome).toBe('removed');

    const left = (await listSchools(p.db)).map((s) => s.id);
    expect(left).toContain(busyId);
    expect(left).not.toContain(mistakenId);
    expect(left).not.toContain(empty!.id);
    const accounts = await p.db.query('SELECT 1 FROM account.users WHERE id IN ($1, $2)', [
      mistaken.userId,
      waiting.userId,
    ]);
    expect(accounts).toHaveLength(0);
    const signIn = await p.app.inject({
      method: 'POST',
      url: '/account/user/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `username=${mistaken.username}&password=correct-horse-1`,
    });
    expect(signIn.statusCode).toBe(401);
  });
});
