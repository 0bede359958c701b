import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditPoints, chargePoints, refundCharge } from '../src/modules/points/ledger.service.ts';
import {
  createAccountTestApp,
  createUser,
  getJson,
  postForm,
  type TestAccountApp,
} from './helpers.ts';

let t: TestAccountApp;
beforeAll(async () => {
  t = await createAccountTestApp();
});
afterAll(() => t.close());

async function balanceOf(token: string): Promise<number> {
  return (await postForm(t.app, '/account/point/get_info', { pro_key: 'essay_chk' }, token)).body
    .data.user_point;
}

async function ledgerSum(userId: number): Promise<number> {
  const rows = await t.db.query<{ s: number }>(
    'SELECT coalesce(sum(delta), 0)::int AS s FROM account.point_ledger WHERE user_id = $1',
    [userId],
  );
  return rows[0]!.s;
}

describe('points ledger', () => {
  it('charges once per idempotency key and refunds once', async () => {
    const teacher = await createUser(t, 'School L', 'teacher');
    await creditPoints(t.db, { userId: teacher.userId, points: 5, serviceType: 'seed' });
    const first = await chargePoints(t.db, {
      userId: teacher.userId,
      points: 2,
      serviceType: 'essay_grade',
      idempotencyKey: 'article:1:1',
    });
    const repeat = await chargePoints(t.db, {
      userId: teacher.userId,
      points: 2,
      serviceType: 'essay_grade',
      idempotencyKey: 'article:1:1',
    });
    expect(first).toEqual({ applied: true, balance: 3 });
    expect(repeat).toEqual({ applied: false, balance: 3 });
    expect((await refundCharge(t.db, 'article:1:1'))?.balance).toBe(5);
    expect((await refundCharge(t.db, 'article:1:1'))?.applied).toBe(false);
    expect(await refundCharge(t.db, 'never-charged')).toBeNull();
    expect(await balanceOf(teacher.token)).toBe(5);
    expect(await ledgerSum(teacher.userId)).toBe(5);
  });

  it('never goes below zero: a charge beyond the balance records nothing', async () => {
    const teacher = await createUser(t, 'School L', 'teacher');
    await creditPoints(t.db, { userId: teacher.userId, points: 1, serviceType: 'seed' });
    await expect(
      chargePoints(t.db, {
        userId: teacher.userId,
        points: 2,
        serviceType: 'essay_grade',
        idempotencyKey: 'too-much',
      }),
    ).rejects.toMatchObject({
      code: 'insufficient_points',
      message: 'Not enough points. Please apply for more points.',
    });
    expect(await balanceOf(teacher.token)).toBe(1);
    expect(
      await t.db.query("SELECT 1 FROM account.point_ledger WHERE idempotency_key = 'too-much'"),
    ).toEqual([]);
  });

  it('lets exactly 10 of 50 concurrent charges through against a balance of 10', async () => {
    const teacher = await createUser(t, 'School L', 'teacher');
    await creditPoints(t.db, { userId: teacher.userId, points: 10, serviceType: 'seed' });
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        chargePoints(t.db, {
          userId: teacher.userId,
          points: 1,
          serviceType: 'essay_grade',
          idempotencyKey: `concurrent:${teacher.userId}:${i}`,
        }),
      ),
    );
    const fulfilled = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(fulfilled).toHaveLength(10);
    expect(
      refused.every((r) => (r as PromiseRejectedResult).reason.code === 'insufficient_points'),
    ).toBe(true);
    expect(await balanceOf(teacher.token)).toBe(0);
    expect(await ledgerSum(teacher.userId)).toBe(0);
  });

  it('lets the same key charge once even when sent 20 times at once', async () => {
    const teacher = await createUser(t, 'School L', 'teacher');
    await creditPoints(t.db, { userId: teacher.userId, points: 10, serviceType: 'seed' });
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        chargePoints(t.db, {
          userId: teacher.userId,
          points: 3,
          serviceType: 'essay_grade',
          idempotencyKey: `same:${teacher.userId}`,
        }),
      ),
    );
    expect(results.filter((r) => r.applied)).toHaveLength(1);
    expect(await balanceOf(teacher.token)).toBe(7);
  });
});

describe('point logs', () => {
  it('lists get and use records, newest first, ten a page, with the pager', async () => {
    const teacher = await createUser(t, 'School L', 'teacher');
    for (let i = 1; i <= 12; i += 1)
      await creditPoints(t.db, { userId: teacher.userId, points: i, serviceType: 'seed' });
    await chargePoints(t.db, {
      userId: teacher.userId,
      points: 4,
      serviceType: 'essay_grade',
      idempotencyKey: `use:${teacher.userId}`,
    });
    const page1 = await postForm(
      t.app,
      '/account/point/get_point_get_log?page=1',
      {},
      teacher.token,
    );
    expect(page1.body.rows).toHaveLength(10);
    expect(page1.body.rows[0]).toEqual({
      point: 12,
      service_type: 'seed',
      source_id: null,
      add_time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(page1.body.pager).toEqual({ records: 12, limit: 10, page: 1 });
    const page2 = await postForm(
      t.app,
      '/account/point/get_point_get_log?page=2',
      {},
      teacher.token,
    );
    expect(page2.body.rows.map((r: { point: number }) => r.point)).toEqual([2, 1]);
    const use = await postForm(
      t.app,
      '/account/point/get_point_user_log?page=1',
      {},
      teacher.token,
    );
    expect(use.body).toEqual({
      state: true,
      rows: [{ use_point: 4, service_type: 'essay_grade', add_time: expect.any(String) }],
      pager: { records: 1, limit: 10, page: 1 },
    });
    const bogusPage = await postForm(
      t.app,
      '/account/point/get_point_get_log?page=abc',
      {},
      teacher.token,
    );
    expect(bogusPage.body.pager.page).toBe(1);
  });

  it('refuses point calls without a live token', async () => {
    expect((await postForm(t.app, '/account/point/get_info', {})).status).toBe(401);
    expect((await postForm(t.app, '/account/point/get_point_user_log', {}, 'revoked')).status).toBe(
      401,
    );
    expect((await getJson(t.app, '/account/point/get_info')).status).toBe(404);
  });
});
