import { findQuery, run, sql, type Db } from '@essay/db';
import { q } from '../../db/tables.ts';

/**
 * Removes a student's account data: memberships, balance, sign-in records kept under the
 * username, then the user (tokens and sign-in codes go with it). The trail keeps its ids only.
 */
export async function deleteStudentAccount(
  db: Db,
  userId: number,
  username: string,
): Promise<void> {
  await run(db, q.deleteFrom('account.class_members').where('user_id', '=', userId));
  await run(db, q.deleteFrom('account.point_balances').where('user_id', '=', userId));
  await run(
    db,
    q
      .deleteFrom('account.sign_in_attempts')
      .where(sql<boolean>`lower(username) = lower(${username})`),
  );
  await run(db, q.deleteFrom('account.users').where('id', '=', userId));
}

/** Whether the user has ledger rows (a student never should: erasure keeps ledgers, so it refuses then). */
export const hasLedgerRows = findQuery(
  (userId: number) =>
    q.selectFrom('account.point_ledger').select('id').where('user_id', '=', userId).limit(1),
  (row) => row !== undefined,
);
