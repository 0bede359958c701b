import type { MemberStatus, PendingMember } from '@essay/contracts';
import { changeQuery, findQuery, idQuery, listQuery, run, type Db } from '@essay/db';
import { q } from '../../db/tables.ts';
import { schoolMembers } from '../users/users.repository.ts';

export interface SchoolRecord {
  id: number;
  name: string;
  invite_code: string | null;
}

export const findSchoolByKey = findQuery((nameKey: string) =>
  q
    .selectFrom('account.schools')
    .select(['id', 'name', 'invite_code'])
    .where('name_key', '=', nameKey),
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

export const listPendingMembers = listQuery(
  (schoolId: number) =>
    schoolMembers(schoolId, 'pending')
      .select(['u.id', 'u.username', 'u.nickname', 'u.email', 'u.role as user_roler'])
      .select('u.created_at as add_time')
      .orderBy('u.id'),
  (row): PendingMember => ({ ...row, add_time: new Date(row.add_time).toISOString() }),
);

/** Moves a pending member of `schoolId` to `status`; answers whether one was found. */
export const decidePendingMember = changeQuery(
  (schoolId: number, userId: number, status: MemberStatus) =>
    q
      .updateTable('account.users')
      .set({ member_status: status })
      .where('id', '=', userId)
      .where('school_id', '=', schoolId)
      .where('member_status', '=', 'pending')
      .returning('id'),
);
