import type { MemberStatus, PendingMember, RoleCode } from '@essay/contracts';
import { changeQuery, findQuery, idQuery, listQuery, run, type Db } from '@essay/db';
import { q } from '../../db/tables.ts';
import { schoolMembers } from '../users/users.repository.ts';

export interface SchoolRecord {
  id: number;
  name: string;
  invite_code: string | null;
}

/** The school whose teacher invitation is `code` (codes are stored in capitals, one school each). */
export const findSchoolByInviteCode = findQuery((code: string) =>
  q
    .selectFrom('account.schools')
    .select(['id', 'name', 'invite_code'])
    .where('invite_code', '=', code.trim().toUpperCase()),
);

/** Inserts a school; undefined when its key is taken meanwhile (then it joins that one). */
export const insertSchool = idQuery((name: string, nameKey: string) =>
  q
    .insertInto('account.schools')
    .values({ name, name_key: nameKey })
    .onConflict((oc) => oc.doNothing())
    .returning('id'),
);

export const findInviteCode = findQuery(
  (schoolId: number) =>
    q.selectFrom('account.schools').select('invite_code').where('id', '=', schoolId),
  (row) => row?.invite_code ?? null,
);

/** Sets a code only where none is set (`onlyIfUnset`), or always; answers the code in force. */
export async function storeInviteCode(
  db: Db,
  schoolId: number,
  code: string,
  onlyIfUnset: boolean,
): Promise<string> {
  await run(
    db,
    q
      .updateTable('account.schools')
      .set({ invite_code: code })
      .where('id', '=', schoolId)
      .$if(onlyIfUnset, (qb) => qb.where('invite_code', 'is', null)),
  );
  return (await findInviteCode(db, schoolId)) ?? code;
}

/** The school's members in one state (pending: waiting for the admin; active: approved). */
export const listMembers = listQuery(
  (schoolId: number, status: 'pending' | 'active') =>
    schoolMembers(schoolId, status)
      .select(['u.id', 'u.username', 'u.nickname', 'u.email', 'u.role as user_roler'])
      .select('u.created_at as add_time')
      .orderBy('u.id'),
  (row): PendingMember => ({ ...row, add_time: new Date(row.add_time).toISOString() }),
);

/**
 * Moves a pending member of `schoolId` to `status` (with `role` when given, else the role they
 * asked for); answers the role they have now, or undefined when no such pending member exists.
 */
export const decidePendingMember = findQuery(
  (schoolId: number, userId: number, status: MemberStatus, role: RoleCode | undefined) =>
    q
      .updateTable('account.users')
      .set({ member_status: status })
      .$if(role !== undefined, (qb) => qb.set({ role: role! }))
      .where('id', '=', userId)
      .where('school_id', '=', schoolId)
      .where('member_status', '=', 'pending')
      .returning(['id', 'role']),
);

/** The role of an approved member of the school, or undefined when it has no such member. */
export const findActiveMember = findQuery((schoolId: number, userId: number) =>
  schoolMembers(schoolId, 'active').select(['u.id', 'u.role']).where('u.id', '=', userId),
);

export const setMemberRole = changeQuery((schoolId: number, userId: number, role: RoleCode) =>
  q
    .updateTable('account.users')
    .set({ role })
    .where('id', '=', userId)
    .where('school_id', '=', schoolId)
    .where('member_status', '=', 'active')
    .returning('id'),
);

/** An approved member leaves the school: `removed` (the account and its essays stay). */
export const removeActiveMember = changeQuery((schoolId: number, userId: number) =>
  q
    .updateTable('account.users')
    .set({ member_status: 'removed' })
    .where('id', '=', userId)
    .where('school_id', '=', schoolId)
    .where('member_status', '=', 'active')
    .returning('id'),
);
