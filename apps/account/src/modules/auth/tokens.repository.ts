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

export async function recordLoginFailure(db: Db, username: string, address: string): Promise<void> {
  await db.query('INSERT INTO account.login_failures (username, address) VALUES ($1, $2)', [username.toLowerCase(), address]);
}

export async function countRecentFailures(
  db: Db,
  username: string,
  address: string,
  windowMinutes: number,
): Promise<{ byAccount: number; byAddress: number }> {
  const rows = await db.query<{ by_account: number; by_address: number }>(
    `SELECT
       count(*) FILTER (WHERE username = $1)::int AS by_account,
       count(*) FILTER (WHERE address = $2)::int AS by_address
     FROM account.login_failures
     WHERE at > now() - make_interval(mins => $3::int) AND (username = $1 OR address = $2)`,
    [username.toLowerCase(), address, Math.ceil(windowMinutes)],
  );
  return { byAccount: rows[0]?.by_account ?? 0, byAddress: rows[0]?.by_address ?? 0 };
}

export async function clearLoginFailures(db: Db, username: string): Promise<void> {
  await db.query('DELETE FROM account.login_failures WHERE username = $1', [username.toLowerCase()]);
}
