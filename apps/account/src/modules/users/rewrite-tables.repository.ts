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

/** Rewrites the tables' files after an erasure (VACUUM FULL, see @essay/db). */
export { rewriteTables } from '@essay/db';
