import type { Db } from '@essay/db';

export async function readBalance(db: Db, userId: number): Promise<number> {
  const rows = await db.query<{ points: number }>(
    'SELECT points FROM account.point_balances WHERE user_id = $1',
    [userId],
  );
  return rows[0]?.points ?? 0;
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
  const rows = await db.query<{ id: number }>(
    `INSERT INTO account.point_ledger (user_id, delta, service_type, idempotency_key, note)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
    [row.userId, row.delta, row.serviceType, row.idempotencyKey, row.note ?? ''],
  );
  return rows[0]?.id ?? null;
}

export async function findLedgerRowByKey(
  db: Db,
  key: string,
): Promise<{ user_id: number; delta: number } | undefined> {
  const rows = await db.query<{ user_id: number; delta: number }>(
    'SELECT user_id, delta FROM account.point_ledger WHERE idempotency_key = $1',
    [key],
  );
  return rows[0];
}

/**
 * Moves the balance by `delta` in one statement; a debit that would go below zero changes
 * nothing and answers null. The row lock this takes serialises concurrent charges.
 */
export async function applyDelta(db: Db, userId: number, delta: number): Promise<number | null> {
  const rows = await db.query<{ points: number }>(
    `UPDATE account.point_balances SET points = points + $2
     WHERE user_id = $1 AND points + $2 >= 0 RETURNING points`,
    [userId, delta],
  );
  return rows[0]?.points ?? null;
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
  const sign = direction === 'in' ? '>' : '<';
  const rows = await db.query<LedgerPage['rows'][number]>(
    `SELECT delta, service_type, idempotency_key, created_at FROM account.point_ledger
     WHERE user_id = $1 AND delta ${sign} 0 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
    [userId, limit, offset],
  );
  const count = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM account.point_ledger WHERE user_id = $1 AND delta ${sign} 0`,
    [userId],
  );
  return { rows, records: count[0]?.n ?? 0 };
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
  const rows = await db.query<SchoolLedgerRecord>(
    `SELECT l.id::int AS id, l.user_id, u.username, u.nickname, l.delta, l.service_type, l.note, l.created_at
     FROM account.point_ledger l JOIN account.users u ON u.id = l.user_id
     WHERE u.school_id = $1 ORDER BY l.created_at DESC, l.id DESC LIMIT $2 OFFSET $3`,
    [schoolId, limit, offset],
  );
  const count = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM account.point_ledger l JOIN account.users u ON u.id = l.user_id WHERE u.school_id = $1`,
    [schoolId],
  );
  return { rows, records: count[0]?.n ?? 0 };
}
