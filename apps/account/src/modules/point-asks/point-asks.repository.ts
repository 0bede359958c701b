import {
  changeQuery,
  count,
  countQuery,
  findQuery,
  rowCount,
  run,
  sql,
  type Db,
  type RowOf,
} from '@essay/db';
import { q } from '../../db/tables.ts';

/** Point requests not withdrawn, with the asker's names. */
function selectAsks() {
  return q
    .selectFrom('account.point_asks as a')
    .innerJoin('account.users as u', 'u.id', 'a.user_id')
    .select(['a.id', 'a.user_id', 'a.school_id', 'a.ask_point', 'a.ask_note', 'a.ask_ok'])
    .select(['a.add_time', 'a.review_note', 'u.username', 'u.nickname'])
    .where('a.deleted_at', 'is', null);
}

export type PointAskRecord = RowOf<ReturnType<typeof selectAsks>>;

export const insertAsk = findQuery(
  (ask: { userId: number; schoolId: number; askPoint: number; askNote: string }) =>
    q
      .insertInto('account.point_asks')
      .values({
        user_id: ask.userId,
        school_id: ask.schoolId,
        ask_point: ask.askPoint,
        ask_note: ask.askNote,
      })
      .returning('id'),
  (row) => row!.id,
);

export const findAsk = findQuery((id: number, lock: boolean = false) =>
  selectAsks()
    .where('a.id', '=', id)
    .$if(lock, (qb) => qb.forUpdate('a')),
);

/** A request still waiting for its answer (not approved, refused or withdrawn). */
function updateOpenAsk(id: number) {
  return q
    .updateTable('account.point_asks')
    .where('id', '=', id)
    .where('ask_ok', '=', '0')
    .where('deleted_at', 'is', null);
}

export const softDeleteAsk = changeQuery((id: number) =>
  updateOpenAsk(id)
    .set({ deleted_at: sql<Date>`now()` })
    .returning('id'),
);

export const setAskDecision = changeQuery(
  (id: number, askOk: '1' | '-1', reviewerId: number, note: string) =>
    updateOpenAsk(id)
      .set({
        ask_ok: askOk,
        reviewed_by: reviewerId,
        reviewed_at: sql<Date>`now()`,
        review_note: note,
      })
      .returning('id'),
);

export async function listAsks(
  db: Db,
  filter: { userId?: number; schoolId?: number },
  limit: number,
  offset: number,
): Promise<{ rows: PointAskRecord[]; records: number }> {
  const owner =
    filter.userId !== undefined
      ? { column: 'a.user_id' as const, id: filter.userId }
      : { column: 'a.school_id' as const, id: filter.schoolId! };
  // Unprocessed requests first for the school's list, newest first within each.
  const rows = await run(
    db,
    selectAsks()
      .where(owner.column, '=', owner.id)
      .$if(filter.userId === undefined, (qb) => qb.orderBy(sql`(a.ask_ok = '0')`, 'desc'))
      .orderBy('a.add_time', 'desc')
      .orderBy('a.id', 'desc')
      .limit(limit)
      .offset(offset),
  );
  const records = await count(
    db,
    q
      .selectFrom('account.point_asks as a')
      .select(rowCount.as('n'))
      .where(owner.column, '=', owner.id)
      .where('a.deleted_at', 'is', null),
  );
  return { rows, records };
}

export const countPendingAsks = countQuery((schoolId: number) =>
  q
    .selectFrom('account.point_asks')
    .select(rowCount.as('n'))
    .where('school_id', '=', schoolId)
    .where('ask_ok', '=', '0')
    .where('deleted_at', 'is', null),
);
