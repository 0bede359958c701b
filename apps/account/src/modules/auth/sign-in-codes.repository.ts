import { findQuery, run, sql, statement, type Db } from '@essay/db';
import { q } from '../../db/tables.ts';

export async function insertSignInCode(
  db: Db,
  codeHash: string,
  userId: number,
  ttlSeconds: number,
): Promise<void> {
  await run(
    db,
    q.insertInto('account.sign_in_codes').values({
      code_hash: codeHash,
      user_id: userId,
      expires_at: sql<Date>`now() + make_interval(secs => ${ttlSeconds}::int)`,
    }),
  );
  await run(
    db,
    q
      .deleteFrom('account.sign_in_codes')
      .where('expires_at', '<', sql<Date>`now() - interval '1 day'`),
  );
}

/** Marks a live, unused code used and answers its user; one statement, so a code is used once. */
export const useSignInCode = findQuery(
  (codeHash: string) =>
    q
      .updateTable('account.sign_in_codes')
      .set({ used_at: sql<Date>`now()` })
      .where('code_hash', '=', codeHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .returning('user_id'),
  (row) => row?.user_id,
);

/** The user's codes not yet exchanged stop working (a role change, a removal: issue 41). */
export const deleteUserSignInCodes = statement((userId: number) =>
  q.deleteFrom('account.sign_in_codes').where('user_id', '=', userId),
);
