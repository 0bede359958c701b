import type { MemberStatus, PendingMember } from '@essay/contracts';
import type { Db } from '@essay/db';

export interface SchoolRecord {
  id: number;
  name: string;
  invite_code: string | null;
}

export async function findSchoolByKey(db: Db, nameKey: string): Promise<SchoolRecord | undefined> {
  const rows = await db.query<SchoolRecord>('SELECT id, name, invite_code FROM account.schools WHERE name_key = $1', [nameKey]);
  return rows[0];
}

/** Inserts a school; undefined when its key is taken meanwhile (then it joins that one). */
export async function insertSchool(db: Db, name: string, nameKey: string): Promise<number | undefined> {
  const rows = await db.query<{ id: number }>(
    'INSERT INTO account.schools (name, name_key) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING id',
    [name, nameKey],
  );
  return rows[0]?.id;
}

export async function findInviteCode(db: Db, schoolId: number): Promise<string | null> {
  const rows = await db.query<{ invite_code: string | null }>('SELECT invite_code FROM account.schools WHERE id = $1', [schoolId]);
  return rows[0]?.invite_code ?? null;
}

/** Sets a code only where none is set (`onlyIfUnset`), or always; answers the code in force. */
export async function storeInviteCode(db: Db, schoolId: number, code: string, onlyIfUnset: boolean): Promise<string> {
  await db.query(
    `UPDATE account.schools SET invite_code = $2 WHERE id = $1 ${onlyIfUnset ? 'AND invite_code IS NULL' : ''}`,
    [schoolId, code],
  );
  return (await findInviteCode(db, schoolId)) ?? code;
}

export async function listPendingMembers(db: Db, schoolId: number): Promise<PendingMember[]> {
  const rows = await db.query<Omit<PendingMember, 'add_time'> & { add_time: Date | string }>(
    `SELECT id, username, nickname, email, role AS user_roler, created_at AS add_time
     FROM account.users WHERE school_id = $1 AND member_status = 'pending' ORDER BY id`,
    [schoolId],
  );
  return rows.map((row) => ({ ...row, add_time: new Date(row.add_time).toISOString() }));
}

/** Moves a pending member of `schoolId` to `status`; answers whether one was found. */
export async function decidePendingMember(db: Db, schoolId: number, userId: number, status: MemberStatus): Promise<boolean> {
  const rows = await db.query(
    `UPDATE account.users SET member_status = $3
     WHERE id = $2 AND school_id = $1 AND member_status = 'pending' RETURNING id`,
    [schoolId, userId, status],
  );
  return rows.length > 0;
}
