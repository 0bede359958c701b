import type { Db } from '@essay/db';

/**
 * Removes a student's account data: memberships, balance, sign-in records kept under the
 * username, then the user (tokens and sign-in codes go with it). The trail keeps its ids only.
 */
export async function deleteStudentAccount(
  db: Db,
  userId: number,
  username: string,
): Promise<void> {
  await db.query('DELETE FROM account.class_members WHERE user_id = $1', [userId]);
  await db.query('DELETE FROM account.point_balances WHERE user_id = $1', [userId]);
  await db.query('DELETE FROM account.sign_in_attempts WHERE lower(username) = lower($1)', [
    username,
  ]);
  await db.query('DELETE FROM account.users WHERE id = $1', [userId]);
}

/** Whether the user has ledger rows (a student never should: erasure keeps ledgers, so it refuses then). */
export async function hasLedgerRows(db: Db, userId: number): Promise<boolean> {
  return (
    (await db.query('SELECT 1 FROM account.point_ledger WHERE user_id = $1 LIMIT 1', [userId]))
      .length > 0
  );
}
