import { first, run, sql, type Db } from '@essay/db';
import { q } from '../../db/tables.ts';

export async function insertToken(
  db: Db,
  tokenHash: string,
  userId: number,
  expiresAt: Date,
): Promise<void> {
  await run(
    db,
    q
      .insertInto('account.tokens')
      .values({ token_hash: tokenHash, user_id: userId, expires_at: expiresAt.toISOString() }),
  );
}

/** The user of a live token: not expired, not revoked. */
export async function findLiveTokenUser(db: Db, tokenHash: string): Promise<number | undefined> {
  const row = await first(
    db,
    q
      .selectFrom('account.tokens')
      .select('user_id')
      .where('token_hash', '=', tokenHash)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`),
  );
  return row?.user_id;
}

export async function revokeToken(db: Db, tokenHash: string): Promise<void> {
  await run(
    db,
    q
      .updateTable('account.tokens')
      .set({ revoked_at: sql<Date>`now()` })
      .where('token_hash', '=', tokenHash)
      .where('revoked_at', 'is', null),
  );
}

export async function revokeUserTokens(db: Db, userId: number, exceptHash?: string): Promise<void> {
  await run(
    db,
    q
      .updateTable('account.tokens')
      .set({ revoked_at: sql<Date>`now()` })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .where('token_hash', '<>', exceptHash ?? ''),
  );
}
