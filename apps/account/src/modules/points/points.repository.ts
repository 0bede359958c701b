import { count, first, rowCount, run, sql, type Db } from '@essay/db';
import { q } from '../../db/tables.ts';

export async function readBalance(db: Db, userId: number): Promise<number> {
  const row = await first(
    db,
    q.selectFrom('account.point_balances').select('points').where('user_id', '=', userId),
  );
  return row?.points ?? 0;
}

/** Inserts a ledger row unless its idempotency key is already used; answers the new row's id. */
export async function insertLedgerRow(
  db: Db,
  row: {
    userId: number;
    delta: number;
    serviceType: string;
    idempotencyKey: string | null;
    note?: string;
  },
): Promise<number | null> {
  const inserted = await first(
    db,
    q
      .insertInto('account.point_ledger')
      .values({
        user_id: row.userId,
        delta: row.delta,
        service_type: row.serviceType,
        idempotency_key: row.idempotencyKey,
        note: row.note ?? '',
      })
      .onConflict((oc) => oc.column('idempotency_key').doNothing())
      .returning('id'),
  );
  // A bigint, which both drivers read back as text.
  return inserted ? Number(inserted.id) : null;
}

export async function findLedgerRowByKey(
  db: Db,
  key: string,
): Promise<{ user_id: number; delta: number } | undefined> {
  return first(
    db,
    q
      .selectFrom('account.point_ledger')
      .select(['user_id', 'delta'])
      .where('idempotency_key', '=', key),
  );
}

/**
 * Moves the balance by `delta` in one statement; a debit that would go below zero changes
 * nothing and answers null. The row lock this takes serialises concurrent charges.
 */
export async function applyDelta(db: Db, userId: number, delta: number): Promise<number | null> {
  const row = await first(
    db,
    q
      .updateTable('account.point_balances')
      .set({ points: sql<number>`points + ${delta}` })
      .where('user_id', '=', userId)
      .where(sql<boolean>`points + ${delta} >= 0`)
      .returning('points'),
  );
  return row?.points ?? null;
}

export interface LedgerPage {
  rows: {
    delta: number;
    service_type: string;
    idempotency_key: string | null;
    created_at: Date | string;
  }[];
  records: number;
}

export async function listLedger(
  db: Db,
  userId: number,
  direction: 'in' | 'out',
  limit: number,
  offset: number,
): Promise<LedgerPage> {
  const rowsOfDirection = q
    .selectFrom('account.point_ledger')
    .where('user_id', '=', userId)
    .where('delta', direction === 'in' ? '>' : '<', 0);
  const rows = await run(
    db,
    rowsOfDirection
      .select(['delta', 'service_type', 'idempotency_key', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset),
  );
  return { rows, records: await count(db, rowsOfDirection.select(rowCount.as('n'))) };
}

export interface SchoolLedgerRecord {
  id: number;
  user_id: number;
  username: string;
  nickname: string;
  delta: number;
  service_type: string;
  note: string;
  created_at: Date | string;
}

/** Every ledger row of the school's users, newest first. */
export async function listSchoolLedger(
  db: Db,
  schoolId: number,
  limit: number,
  offset: number,
): Promise<{ rows: SchoolLedgerRecord[]; records: number }> {
  const schoolRows = q
    .selectFrom('account.point_ledger as l')
    .innerJoin('account.users as u', 'u.id', 'l.user_id')
    .where('u.school_id', '=', schoolId);
  const rows = await run(
    db,
    schoolRows
      .select([sql<number>`l.id::int`.as('id'), 'l.user_id', 'u.username', 'u.nickname'])
      .select(['l.delta', 'l.service_type', 'l.note', 'l.created_at'])
      .orderBy('l.created_at', 'desc')
      .orderBy('l.id', 'desc')
      .limit(limit)
      .offset(offset),
  );
  return { rows, records: await count(db, schoolRows.select(rowCount.as('n'))) };
}
