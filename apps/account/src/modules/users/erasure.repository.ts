import { findQuery, run, type Db } from '@essay/db';
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
