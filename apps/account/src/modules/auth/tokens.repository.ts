import type { Db } from '@essay/db';

export async function insertToken(db: Db, tokenHash: string, userId: number, expiresAt: Date): Promise<void> {
  await db.query('INSERT INTO account.tokens (token_hash, user_id, expires_at) VALUES ($1, $2, $3)', [
    tokenHash,
    userId,
    expiresAt.toISOString(),
  ]);
}

/** The user of a live token: not expired, not revoked. */
export async function findLiveTokenUser(db: Db, tokenHash: string): Promise<number | undefined> {
  const rows = await db.query<{ user_id: number }>(
    `SELECT user_id FROM account.tokens
     WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > now()`,
    [tokenHash],
  );
  return rows[0]?.user_id;
}

export async function revokeToken(db: Db, tokenHash: string): Promise<void> {
  await db.query('UPDATE account.tokens SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL', [tokenHash]);
}

export async function revokeUserTokens(db: Db, userId: number, exceptHash?: string): Promise<void> {
  await db.query(
    'UPDATE account.tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL AND token_hash <> $2',
    [userId, exceptHash ?? ''],
  );
}
