import { ROLE } from '@essay/contracts';
import { findQuery, listQuery, run, type Db } from '@essay/db';
import { q } from '../../db/tables.ts';

/**
 * Removes a student's account data: memberships, balance, sign-in records kept under the
 * username's keyed hash, then the user (tokens and sign-in codes go with it). The trail keeps its
 * ids only.
 */
export async function deleteStudentAccount(
  db: Db,
  userId: number,
  usernameHash: string,
): Promise<void> {
  await run(db, q.deleteFrom('account.class_members').where('user_id', '=', userId));
  await run(db, q.deleteFrom('account.point_balances').where('user_id', '=', userId));
  await run(db, q.deleteFrom('account.sign_in_attempts').where('username', '=', usernameHash));
  await run(db, q.deleteFrom('account.users').where('id', '=', userId));
}

/** Whether the user has ledger rows (a student never should: erasure keeps ledgers, so it refuses then). */
export const hasLedgerRows = findQuery(
  (userId: number) =>
    q.selectFrom('account.point_ledger').select('id').where('user_id', '=', userId).limit(1),
  (row) => row !== undefined,
);

/**
 * The school's people an admin may export and erase (issue 41): its student accounts in every
 * membership state, and members who waited or were rejected before they could act in any role.
 * A removed teacher or admin is not among them: their homework and classes are the school's.
 */
function erasableMembers(schoolId: number) {
  return q
    .selectFrom('account.users as u')
    .select(['u.id', 'u.username', 'u.nickname', 'u.member_status', 'u.avatar'])
    .where('u.school_id', '=', schoolId)
    .where((eb) =>
      eb.or([
        eb('u.role', '=', ROLE.student),
        eb('u.role', 'is', null),
        eb('u.member_status', 'in', ['pending', 'rejected']),
      ]),
    );
}

export const listErasableMembers = listQuery((schoolId: number) =>
  erasableMembers(schoolId).orderBy('u.nickname').orderBy('u.username').orderBy('u.id'),
);

export const findErasableMember = findQuery((schoolId: number, userId: number) =>
  erasableMembers(schoolId).where('u.id', '=', userId),
);
