import { findQuery, pageOf, sql, type Db } from '@essay/db';
import { q } from '../../db/tables.ts';

export const readBalance = findQuery(
  (userId: number) =>
    q.selectFrom('account.point_balances').select('points').where('user_id', '=', userId),
  (row) => row?.points ?? 0,
);

/** Inserts a ledger row unless its idempotency key is already used; answers the new row's id. */
export const insertLedgerRow = findQuery(
  (row: {
    userId: number;
    delta: number;
    serviceType: string;
    idempotencyKey: string | null;
    note?: string;
  }) =>
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
  (inserted) => (inserted ? Number(inserted.id) : null),
);

export const findLedgerRowByKey = findQuery((key: string) =>
  q
    .selectFrom('account.point_ledger')
    .select(['user_id', 'delta'])
    .where('idempotency_key', '=', key),
);

/**
 * Moves the balance by `delta` in one statement; a debit that would go below zero changes
 * nothing and answers null. The row lock this takes serialises concurrent charges.
 */
export const applyDelta = findQuery(
  (userId: number, delta: number) =>
    q
      .updateTable('account.point_balances')
      .set({ points: sql<number>`points + ${delta}` })
      .where('user_id', '=', userId)
      .where(sql<boolean>`points + ${delta} >= 0`)
      .returning('points'),
  (row) => row?.points ?? null,
);

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
  return pageOf(
    db,
    q
      .selectFrom('account.point_ledger')
      .where('user_id', '=', userId)
      .where('delta', direction === 'in' ? '>' : '<', 0),
    (rows) =>
      rows
        .select(['delta', 'service_type', 'idempotency_key', 'created_at'])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc'),
    limit,
    offset,
  );
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
  return pageOf(
    db,
    q
      .selectFrom('account.point_ledger as l')
      .innerJoin('account.users as u', 'u.id', 'l.user_id')
      .where('u.school_id', '=', schoolId),
    (rows) =>
      rows
        .select([sql<number>`l.id::int`.as('id'), 'l.user_id', 'u.username', 'u.nickname'])
        .select(['l.delta', 'l.service_type', 'l.note', 'l.created_at'])
        .orderBy('l.created_at', 'desc')
        .orderBy('l.id', 'desc'),
    limit,
    offset,
  );
}
