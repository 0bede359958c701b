import {
  cleanSchoolName,
  type MemberStatus,
  type RoleCode,
  schoolNameKey,
  type SelectableRoleCode,
} from '@essay/contracts';
import { changeQuery, findQuery, first, listQuery, run, sql, statement, type Db } from '@essay/db';
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
  created_by: number | null;
  sch_name: string;
}

/** How a user (`alias` of account.users) is named to others: the nickname, else the username. */
export function displayNameOf(alias: string) {
  return sql<string>`COALESCE(NULLIF(${sql.ref(`${alias}.nickname`)}, ''), ${sql.ref(`${alias}.username`)})`;
}

/** The members (`u`) of one school in one membership state: no school sees another's people. */
export function schoolMembers(schoolId: number, status: MemberStatus) {
  return q
    .selectFrom('account.users as u')
    .where('u.school_id', '=', schoolId)
    .where('u.member_status', '=', status);
}

function selectUsers() {
  return q
    .selectFrom('account.users as u')
    .innerJoin('account.schools as s', 's.id', 'u.school_id')
    .select(['u.id', 'u.school_id', 'u.username', 'u.password_hash', 'u.email', 'u.nickname'])
    .select(['u.avatar', 'u.role', 'u.member_status', 'u.created_by', 's.name as sch_name']);
}

/** For the operator's paths (seed, admin command): a look-alike name finds the same school. */
export const findOrCreateSchool = findQuery(
  (name: string) =>
    q
      .insertInto('account.schools')
      .values({ name: cleanSchoolName(name), name_key: schoolNameKey(name) })
      .onConflict((oc) =>
        oc.column('name_key').doUpdateSet((eb) => ({ name_key: eb.ref('excluded.name_key') })),
      )
      .returning('id'),
  (row) => row!.id,
);

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
    /** The teacher whose roster makes the account. */
    createdBy?: number;
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
        created_by: user.createdBy ?? null,
      })
      .onConflict((oc) => oc.doNothing())
      .returning('id'),
  );
  if (row) await run(db, q.insertInto('account.point_balances').values({ user_id: row.id }));
  return row?.id ?? null;
}

export const findUserById = findQuery((id: number) => selectUsers().where('u.id', '=', id));

export const findUserByUsername = findQuery((username: string) =>
  selectUsers().where(sql<boolean>`lower(u.username) = lower(${username})`),
);

/** Sets the role only while none is chosen (`waits`: and the member waits for the admin); answers whether it did. */
export const setRoleOnce = changeQuery((userId: number, role: SelectableRoleCode, waits: boolean) =>
  q
    .updateTable('account.users')
    .set({ role })
    .$if(waits, (qb) => qb.set({ member_status: 'pending' }))
    .where('id', '=', userId)
    .where('role', 'is', null)
    .returning('id'),
);

export const setRole = statement((userId: number, role: RoleCode) =>
  q.updateTable('account.users').set({ role }).where('id', '=', userId),
);

export const setMemberStatus = statement((userId: number, status: MemberStatus) =>
  q.updateTable('account.users').set({ member_status: status }).where('id', '=', userId),
);

export const updateProfile = statement(
  (
    userId: number,
    fields: { nickname: string; email?: string | undefined; avatar?: string | undefined },
  ) =>
    q
      .updateTable('account.users')
      .set({ nickname: fields.nickname })
      .$if(fields.email !== undefined, (qb) => qb.set({ email: fields.email! }))
      .$if(fields.avatar !== undefined, (qb) => qb.set({ avatar: fields.avatar! }))
      .where('id', '=', userId),
);

export const updatePasswordHash = statement((userId: number, hash: string) =>
  q.updateTable('account.users').set({ password_hash: hash }).where('id', '=', userId),
);

export const findSchoolName = findQuery(
  (schoolId: number) => q.selectFrom('account.schools').select('name').where('id', '=', schoolId),
  (row) => row?.name ?? '',
);

export interface SchoolUserRecord {
  id: number;
  username: string;
  nickname: string;
  role: RoleCode | null;
  user_point: number;
}

/** The school's active members (with their balance), optionally of one role. */
export const listSchoolUsers = listQuery((schoolId: number, role: RoleCode | null) =>
  schoolMembers(schoolId, 'active')
    .leftJoin('account.point_balances as b', 'b.user_id', 'u.id')
    .select(['u.id', 'u.username', 'u.nickname', 'u.role'])
    .select((eb) => eb.fn.coalesce('b.points', eb.lit(0)).as('user_point'))
    .$if(role !== null, (qb) => qb.where('u.role', '=', role!))
    .orderBy('u.nickname')
    .orderBy('u.username'),
);

/** How a user is named to others: the nickname, else the username. */
export const findDisplayName = findQuery(
  (userId: number) =>
    q
      .selectFrom('account.users as u')
      .select(displayNameOf('u').as('name'))
      .where('u.id', '=', userId),
  (row) => row?.name ?? '',
);
