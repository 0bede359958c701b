import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  changeQuery,
  count,
  countQuery,
  createTestDatabase,
  findQuery,
  listQuery,
  listUnder,
  onLocalDays,
  pageOf,
  queryBuilder,
  rowCount,
  run,
  statement,
  unlessEmpty,
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

  describe('repository statements', () => {
    const events = () => q.selectFrom('local_days.events');
    const listIds = listQuery(
      (ids: number[]) =>
        unlessEmpty(ids, events().select('id').where('id', 'in', ids).orderBy('id')),
      (row) => row.id,
    );
    const findEvent = findQuery((id: number) => events().select(['id']).where('id', '=', id));
    const countAfter = countQuery((id: number) =>
      events().select(rowCount.as('n')).where('id', '>', id),
    );
    const moveEvent = changeQuery((id: number, to: number) =>
      q.updateTable('local_days.events').set({ id: to }).where('id', '=', id).returning('id'),
    );
    const insertEvent = statement((id: number) =>
      q.insertInto('local_days.events').values({ id, at: '2026-01-01T00:00:00Z' }),
    );

    it('answer every row, the first, a count, whether a row changed; an empty id list asks nothing', async () => {
      expect(await listIds(db, [4, 2, 9])).toEqual([2, 4]);
      expect(await listIds(db, [])).toEqual([]);
      expect(await findEvent(db, 3)).toEqual({ id: 3 });
      expect(await findEvent(db, 9)).toBeUndefined();
      expect(await countAfter(db, 2)).toBe(2);
      await db.transaction(async (tx) => {
        await insertEvent(tx, 10);
        expect(await moveEvent(tx, 10, 11)).toBe(true);
        expect(await moveEvent(tx, 10, 12)).toBe(false);
        await run(tx, q.deleteFrom('local_days.events').where('id', '=', 11));
      });
      expect(await countAfter(db, 4)).toBe(0);
    });

    it('pages rows and counts them all', async () => {
      const page = await pageOf(
        db,
        events().where('id', '>', 1),
        (rows) => rows.select('id').orderBy('id', 'desc'),
        2,
        1,
      );
      expect(page).toEqual({ rows: [{ id: 3 }, { id: 2 }], records: 3 });
    });

    it('lists the rows under a record only once the check lets the caller reach it', async () => {
      const eventsUpTo = listQuery((id: number) =>
        events().select('id').where('id', '<=', id).orderBy('id'),
      );
      const read: number[] = [];
      const check = (_: { db: Db }, caller: string, id: number) =>
        caller === 'owner' ? Promise.resolve() : Promise.reject(new Error(`not ${caller}'s ${id}`));
      const listed = listUnder(
        check,
        (db, id) => {
          read.push(id);
          return eventsUpTo(db, id);
        },
        (row, _ctx, caller) => `${caller}:${row.id}`,
      );
      expect(await listed({ db }, 'owner', 2)).toEqual(['owner:1', 'owner:2']);
      await expect(listed({ db }, 'stranger', 3)).rejects.toThrow("not stranger's 3");
      expect(read).toEqual([2]);
      expect(await listUnder(check, eventsUpTo)({ db }, 'owner', 1)).toEqual([{ id: 1 }]);
    });
  });
});
