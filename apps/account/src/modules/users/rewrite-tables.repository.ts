import type { Db } from '@essay/db';
import type { AccountTables } from '../../db/tables.ts';

/** The account tables an erasure deletes from (tokens and sign-in codes go with the user). */
export const ACCOUNT_ERASURE_TABLES = [
  'account.users',
  'account.class_members',
  'account.point_balances',
  'account.sign_in_attempts',
  'account.tokens',
  'account.sign_in_codes',
] as const satisfies readonly (keyof AccountTables)[];

/**
 * Rewrites each table into new files (VACUUM FULL), so deleted rows' bytes leave the table's,
 * its indexes' and its TOAST files; plain VACUUM only marks the space reusable. Exclusive lock
 * per table while it copies; never inside a transaction (`db` is the root connection).
 */
export async function rewriteTables(
  db: Db,
  tables: readonly (keyof AccountTables)[],
): Promise<void> {
  for (const table of tables) await db.exec(`VACUUM FULL ${table}`);
}
