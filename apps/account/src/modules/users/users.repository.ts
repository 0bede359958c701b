import {
  cleanSchoolName,
  type MemberStatus,
  type RoleCode,
  schoolNameKey,
  type SelectableRoleCode,
} from '@essay/contracts';
import type { Db } from '@essay/db';

export interface UserRow {
  id: number;
  school_id: number;
  username: string;
  password_hash: string;
  email: string;
  nickname: string;
  avatar: string;
  role: RoleCode | null;
  member_status: MemberStatus;
  sch_name: string;
}

const SELECT_USER = `
  SELECT u.id, u.school_id, u.username, u.password_hash, u.email, u.nickname, u.avatar, u.role, u.member_status,
         s.name AS sch_name
  FROM account.users u JOIN account.schools s ON s.id = u.school_id`;

/** For the operator's paths (seed, admin command): a look-alike name finds the same school. */
export async function findOrCreateSchool(db: Db, name: string): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO account.schools (name, name_key) VALUES ($1, $2)
     ON CONFLICT (name_key) DO UPDATE SET name_key = EXCLUDED.name_key RETURNING id`,
    [cleanSchoolName(name), schoolNameKey(name)],
  );
  return rows[0]!.id;
}

export async function insertUser(
  db: Db,
  user: {
    schoolId: number;
    username: string;
    passwordHash: string;
    email: string;
    role?: RoleCode | null;
    nickname?: string;
    memberStatus?: MemberStatus;
  },
): Promise<number | null> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO account.users (school_id, username, password_hash, email, role, nickname, member_status)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT DO NOTHING RETURNING id`,
    [
      user.schoolId,
      user.username,
      user.passwordHash,
      user.email,
      user.role ?? null,
      user.nickname ?? '',
      user.memberStatus ?? 'active',
    ],
  );
  if (rows[0]) {
    await db.query('INSERT INTO account.point_balances (user_id) VALUES ($1)', [rows[0].id]);
  }
  return rows[0]?.id ?? null;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return (await db.query<UserRow>(`${SELECT_USER} WHERE u.id = $1`, [id]))[0];
}

export async function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  return (
    await db.query<UserRow>(`${SELECT_USER} WHERE lower(u.username) = lower($1)`, [username])
  )[0];
}

/** Sets the role only while none is chosen; answers whether it did. */
export async function setRoleOnce(
  db: Db,
  userId: number,
  role: SelectableRoleCode,
): Promise<boolean> {
  const rows = await db.query(
    'UPDATE account.users SET role = $2 WHERE id = $1 AND role IS NULL RETURNING id',
    [userId, role],
  );
  return rows.length > 0;
}

export async function setRole(db: Db, userId: number, role: RoleCode): Promise<void> {
  await db.query('UPDATE account.users SET role = $2 WHERE id = $1', [userId, role]);
}

export async function setMemberStatus(db: Db, userId: number, status: MemberStatus): Promise<void> {
  await db.query('UPDATE account.users SET member_status = $2 WHERE id = $1', [userId, status]);
}

export async function updateProfile(
  db: Db,
  userId: number,
  fields: { nickname: string; email?: string | undefined; avatar?: string | undefined },
): Promise<void> {
  await db.query(
    `UPDATE account.users SET nickname = $2, email = COALESCE($3, email), avatar = COALESCE($4, avatar)
     WHERE id = $1`,
    [userId, fields.nickname, fields.email ?? null, fields.avatar ?? null],
  );
}

export async function updatePasswordHash(db: Db, userId: number, hash: string): Promise<void> {
  await db.query('UPDATE account.users SET password_hash = $2 WHERE id = $1', [userId, hash]);
}

export async function findSchoolName(db: Db, schoolId: number): Promise<string> {
  const rows = await db.query<{ name: string }>('SELECT name FROM account.schools WHERE id = $1', [
    schoolId,
  ]);
  return rows[0]?.name ?? '';
}

export interface SchoolUserRecord {
  id: number;
  username: string;
  nickname: string;
  role: RoleCode | null;
  user_point: number;
}

/** The school's active members (with their balance), optionally of one role. */
export async function listSchoolUsers(
  db: Db,
  schoolId: number,
  role: RoleCode | null,
): Promise<SchoolUserRecord[]> {
  return db.query<SchoolUserRecord>(
    `SELECT u.id, u.username, u.nickname, u.role, COALESCE(b.points, 0) AS user_point
     FROM account.users u LEFT JOIN account.point_balances b ON b.user_id = u.id
     WHERE u.school_id = $1 AND u.member_status = 'active' AND ($2::int IS NULL OR u.role = $2)
     ORDER BY u.nickname, u.username`,
    [schoolId, role],
  );
}

/** How a user is named to others: the nickname, else the username. */
export async function findDisplayName(db: Db, userId: number): Promise<string> {
  const rows = await db.query<{ name: string }>(
    "SELECT COALESCE(NULLIF(nickname, ''), username) AS name FROM account.users WHERE id = $1",
    [userId],
  );
  return rows[0]?.name ?? '';
}
