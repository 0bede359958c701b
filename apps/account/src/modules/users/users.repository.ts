import {
  cleanSchoolName,
  type MemberStatus,
  type RoleCode,
  schoolNameKey,
  type SelectableRoleCode,
} from '@essay/contracts';
import { first, run, sql, type Db } from '@essay/db';
import { q } from '../../db/tables.ts';

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

/** How a user (`alias` of account.users) is named to others: the nickname, else the username. */
export function displayNameOf(alias: string) {
  return sql<string>`COALESCE(NULLIF(${sql.ref(`${alias}.nickname`)}, ''), ${sql.ref(`${alias}.username`)})`;
}

function selectUsers() {
  return q
    .selectFrom('account.users as u')
    .innerJoin('account.schools as s', 's.id', 'u.school_id')
    .select(['u.id', 'u.school_id', 'u.username', 'u.password_hash', 'u.email', 'u.nickname'])
    .select(['u.avatar', 'u.role', 'u.member_status', 's.name as sch_name']);
}

/** For the operator's paths (seed, admin command): a look-alike name finds the same school. */
export async function findOrCreateSchool(db: Db, name: string): Promise<number> {
  const row = await first(
    db,
    q
      .insertInto('account.schools')
      .values({ name: cleanSchoolName(name), name_key: schoolNameKey(name) })
      .onConflict((oc) =>
        oc.column('name_key').doUpdateSet((eb) => ({ name_key: eb.ref('excluded.name_key') })),
      )
      .returning('id'),
  );
  return row!.id;
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
  const row = await first(
    db,
    q
      .insertInto('account.users')
      .values({
        school_id: user.schoolId,
        username: user.username,
        password_hash: user.passwordHash,
        email: user.email,
        role: user.role ?? null,
        nickname: user.nickname ?? '',
        member_status: user.memberStatus ?? 'active',
      })
      .onConflict((oc) => oc.doNothing())
      .returning('id'),
  );
  if (row) await run(db, q.insertInto('account.point_balances').values({ user_id: row.id }));
  return row?.id ?? null;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return first(db, selectUsers().where('u.id', '=', id));
}

export async function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  return first(db, selectUsers().where(sql<boolean>`lower(u.username) = lower(${username})`));
}

/** Sets the role only while none is chosen; answers whether it did. */
export async function setRoleOnce(
  db: Db,
  userId: number,
  role: SelectableRoleCode,
): Promise<boolean> {
  const rows = await run(
    db,
    q
      .updateTable('account.users')
      .set({ role })
      .where('id', '=', userId)
      .where('role', 'is', null)
      .returning('id'),
  );
  return rows.length > 0;
}

export async function setRole(db: Db, userId: number, role: RoleCode): Promise<void> {
  await run(db, q.updateTable('account.users').set({ role }).where('id', '=', userId));
}

export async function setMemberStatus(db: Db, userId: number, status: MemberStatus): Promise<void> {
  await run(
    db,
    q.updateTable('account.users').set({ member_status: status }).where('id', '=', userId),
  );
}

export async function updateProfile(
  db: Db,
  userId: number,
  fields: { nickname: string; email?: string | undefined; avatar?: string | undefined },
): Promise<void> {
  // A field left out keeps its value.
  await run(
    db,
    q
      .updateTable('account.users')
      .set({ nickname: fields.nickname })
      .$if(fields.email !== undefined, (qb) => qb.set({ email: fields.email! }))
      .$if(fields.avatar !== undefined, (qb) => qb.set({ avatar: fields.avatar! }))
      .where('id', '=', userId),
  );
}

export async function updatePasswordHash(db: Db, userId: number, hash: string): Promise<void> {
  await run(
    db,
    q.updateTable('account.users').set({ password_hash: hash }).where('id', '=', userId),
  );
}

export async function findSchoolName(db: Db, schoolId: number): Promise<string> {
  const row = await first(
    db,
    q.selectFrom('account.schools').select('name').where('id', '=', schoolId),
  );
  return row?.name ?? '';
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
  return run(
    db,
    q
      .selectFrom('account.users as u')
      .leftJoin('account.point_balances as b', 'b.user_id', 'u.id')
      .select(['u.id', 'u.username', 'u.nickname', 'u.role'])
      .select((eb) => eb.fn.coalesce('b.points', eb.lit(0)).as('user_point'))
      .where('u.school_id', '=', schoolId)
      .where('u.member_status', '=', 'active')
      .$if(role !== null, (qb) => qb.where('u.role', '=', role!))
      .orderBy('u.nickname')
      .orderBy('u.username'),
  );
}

/** How a user is named to others: the nickname, else the username. */
export async function findDisplayName(db: Db, userId: number): Promise<string> {
  const row = await first(
    db,
    q
      .selectFrom('account.users as u')
      .select(displayNameOf('u').as('name'))
      .where('u.id', '=', userId),
  );
  return row?.name ?? '';
}
