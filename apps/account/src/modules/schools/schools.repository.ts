import type { MemberStatus, PendingMember } from '@essay/contracts';
import { first, run, type Db } from '@essay/db';
import { q } from '../../db/tables.ts';

export interface SchoolRecord {
  id: number;
  name: string;
  invite_code: string | null;
}

export async function findSchoolByKey(db: Db, nameKey: string): Promise<SchoolRecord | undefined> {
  return first(
    db,
    q
      .selectFrom('account.schools')
      .select(['id', 'name', 'invite_code'])
      .where('name_key', '=', nameKey),
  );
}

/** Inserts a school; undefined when its key is taken meanwhile (then it joins that one). */
export async function insertSchool(
  db: Db,
  name: string,
  nameKey: string,
): Promise<number | undefined> {
  const row = await first(
    db,
    q
      .insertInto('account.schools')
      .values({ name, name_key: nameKey })
      .onConflict((oc) => oc.doNothing())
      .returning('id'),
  );
  return row?.id;
}

export async function findInviteCode(db: Db, schoolId: number): Promise<string | null> {
  const row = await first(
    db,
    q.selectFrom('account.schools').select('invite_code').where('id', '=', schoolId),
  );
  return row?.invite_code ?? null;
}

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

export async function listPendingMembers(db: Db, schoolId: number): Promise<PendingMember[]> {
  const rows = await run(
    db,
    q
      .selectFrom('account.users')
      .select([
        'id',
        'username',
        'nickname',
        'email',
        'role as user_roler',
        'created_at as add_time',
      ])
      .where('school_id', '=', schoolId)
      .where('member_status', '=', 'pending')
      .orderBy('id'),
  );
  return rows.map((row) => ({ ...row, add_time: new Date(row.add_time).toISOString() }));
}

/** Moves a pending member of `schoolId` to `status`; answers whether one was found. */
export async function decidePendingMember(
  db: Db,
  schoolId: number,
  userId: number,
  status: MemberStatus,
): Promise<boolean> {
  const rows = await run(
    db,
    q
      .updateTable('account.users')
      .set({ member_status: status })
      .where('id', '=', userId)
      .where('school_id', '=', schoolId)
      .where('member_status', '=', 'pending')
      .returning('id'),
  );
  return rows.length > 0;
}
