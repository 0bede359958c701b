import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  count,
  createTestDatabase,
  onLocalDays,
  queryBuilder,
  rowCount,
  run,
  type Db,
} from '../src/index.ts';

interface Tables {
  'local_days.events': { id: number; at: Date | string };
}
const q = queryBuilder<Tables>();

let db: Db;
beforeAll(async () => {
  db = await createTestDatabase();
  await db.exec(`CREATE SCHEMA local_days;
    CREATE TABLE local_days.events (id integer PRIMARY KEY, at timestamptz NOT NULL);
    INSERT INTO local_days.events VALUES
      (1, '2026-02-28T23:59:59+08:00'), (2, '2026-03-01T00:00:00+08:00'),
      (3, '2026-03-02T23:59:59+08:00'), (4, '2026-03-03T00:00:00+08:00');`);
});
afterAll(async () => db.close());

describe('query builder helpers', () => {
  const idsOn = async (days: { from?: string; to?: string }, timeZone = 'Asia/Taipei') =>
    (
      await run(
        db,
        q
          .selectFrom('local_days.events')
          .select('id')
          .where((eb) => eb.and(onLocalDays('at', days, timeZone)))
          .orderBy('id'),
      )
    ).map((row) => row.id);

  it('takes local days whole, both bounds inclusive, in the given time zone', async () => {
    expect(await idsOn({ from: '2026-03-01', to: '2026-03-02' })).toEqual([2, 3]);
    expect(await idsOn({ from: '2026-03-01' })).toEqual([2, 3, 4]);
    expect(await idsOn({ to: '2026-02-28' })).toEqual([1]);
    expect(await idsOn({})).toEqual([1, 2, 3, 4]);
    // The same instants fall on other days in UTC: 2026-03-01T00:00+08:00 is still 28 February there.
    expect(await idsOn({ from: '2026-03-01', to: '2026-03-02' }, 'UTC')).toEqual([3, 4]);
  });

  it('counts rows as a number', async () => {
    const n = await count(db, q.selectFrom('local_days.events').select(rowCount.as('n')));
    expect(n).toBe(4);
    expect(typeof n).toBe('number');
  });
});
