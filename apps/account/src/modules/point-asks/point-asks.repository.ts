import type { Db } from '@essay/db';

export interface PointAskRecord {
  id: number;
  user_id: number;
  school_id: number;
  ask_point: number;
  ask_note: string;
  ask_ok: '0' | '1' | '-1';
  add_time: Date | string;
  username: string;
  nickname: string;
  review_note: string;
}

const SELECT_ASK = `
  SELECT a.id, a.user_id, a.school_id, a.ask_point, a.ask_note, a.ask_ok, a.add_time, a.review_note, u.username, u.nickname
  FROM account.point_asks a JOIN account.users u ON u.id = a.user_id`;

export async function insertAsk(
  db: Db,
  ask: { userId: number; schoolId: number; askPoint: number; askNote: string },
): Promise<number> {
  const rows = await db.query<{ id: number }>(
    'INSERT INTO account.point_asks (user_id, school_id, ask_point, ask_note) VALUES ($1, $2, $3, $4) RETURNING id',
    [ask.userId, ask.schoolId, ask.askPoint, ask.askNote],
  );
  return rows[0]!.id;
}

export async function findAsk(
  db: Db,
  id: number,
  lock = false,
): Promise<PointAskRecord | undefined> {
  const rows = await db.query<PointAskRecord>(
    `${SELECT_ASK} WHERE a.id = $1 AND a.deleted_at IS NULL${lock ? ' FOR UPDATE OF a' : ''}`,
    [id],
  );
  return rows[0];
}

export async function softDeleteAsk(db: Db, id: number): Promise<boolean> {
  const rows = await db.query(
    "UPDATE account.point_asks SET deleted_at = now() WHERE id = $1 AND ask_ok = '0' AND deleted_at IS NULL RETURNING id",
    [id],
  );
  return rows.length > 0;
}

export async function setAskDecision(
  db: Db,
  id: number,
  askOk: '1' | '-1',
  reviewerId: number,
  note: string,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE account.point_asks SET ask_ok = $2, reviewed_by = $3, reviewed_at = now(), review_note = $4
     WHERE id = $1 AND ask_ok = '0' AND deleted_at IS NULL RETURNING id`,
    [id, askOk, reviewerId, note],
  );
  return rows.length > 0;
}

export async function listAsks(
  db: Db,
  filter: { userId?: number; schoolId?: number },
  limit: number,
  offset: number,
): Promise<{ rows: PointAskRecord[]; records: number }> {
  const where = filter.userId !== undefined ? 'a.user_id = $1' : 'a.school_id = $1';
  const key = filter.userId ?? filter.schoolId;
  // Unprocessed requests first for the school's list, newest first within each.
  const order =
    filter.userId !== undefined
      ? 'a.add_time DESC, a.id DESC'
      : "(a.ask_ok = '0') DESC, a.add_time DESC, a.id DESC";
  const rows = await db.query<PointAskRecord>(
    `${SELECT_ASK} WHERE ${where} AND a.deleted_at IS NULL ORDER BY ${order} LIMIT $2 OFFSET $3`,
    [key, limit, offset],
  );
  const count = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM account.point_asks a WHERE ${where} AND a.deleted_at IS NULL`,
    [key],
  );
  return { rows, records: count[0]?.n ?? 0 };
}

export async function countPendingAsks(db: Db, schoolId: number): Promise<number> {
  const rows = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM account.point_asks WHERE school_id = $1 AND ask_ok = '0' AND deleted_at IS NULL",
    [schoolId],
  );
  return rows[0]?.n ?? 0;
}
