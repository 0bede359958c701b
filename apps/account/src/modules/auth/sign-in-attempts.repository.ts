import type { Db } from '@essay/db';

/**
 * Takes the per-account and then the per-address lock for the rest of the transaction, so that
 * counting and recording an attempt is one step for concurrent sign-ins. Always in this order:
 * two transactions can never wait on each other in a cycle.
 */
export async function lockAttempts(
  db: Db,
  kind: 'login' | 'register',
  username: string,
  address: string,
): Promise<void> {
  if (username !== '')
    await db.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`sign-in:account:${username}`]);
  await db.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
    `sign-in:${kind}:address:${address}`,
  ]);
}

export interface LoginAttemptCounts {
  pair: number;
  /** Seconds since the pair's latest attempt (0 when it has none). */
  pairIdleSeconds: number;
  byAddress: number;
  byAccount: number;
}

export async function countLoginAttempts(
  db: Db,
  username: string,
  address: string,
  windowMinutes: number,
): Promise<LoginAttemptCounts> {
  const rows = await db.query<{
    pair: number;
    pair_idle: number | null;
    by_address: number;
    by_account: number;
  }>(
    `SELECT
       count(*) FILTER (WHERE username = $1 AND address = $2)::int AS pair,
       extract(epoch FROM now() - max(at) FILTER (WHERE username = $1 AND address = $2))::float8 AS pair_idle,
       count(*) FILTER (WHERE address = $2)::int AS by_address,
       count(*) FILTER (WHERE username = $1)::int AS by_account
     FROM account.sign_in_attempts
     WHERE kind = 'login' AND at > now() - make_interval(mins => $3::int) AND (username = $1 OR address = $2)`,
    [username, address, windowMinutes],
  );
  const row = rows[0];
  return {
    pair: row?.pair ?? 0,
    pairIdleSeconds: Number(row?.pair_idle ?? 0),
    byAddress: row?.by_address ?? 0,
    byAccount: row?.by_account ?? 0,
  };
}

export async function countRegistrations(db: Db, address: string): Promise<number> {
  const rows = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM account.sign_in_attempts
     WHERE kind = 'register' AND address = $1 AND at > now() - interval '1 hour'`,
    [address],
  );
  return rows[0]?.n ?? 0;
}

export async function insertAttempt(
  db: Db,
  kind: 'login' | 'register',
  username: string,
  address: string,
): Promise<number> {
  const rows = await db.query<{ id: number }>(
    'INSERT INTO account.sign_in_attempts (kind, username, address) VALUES ($1, $2, $3) RETURNING id',
    [kind, username, address],
  );
  return Number(rows[0]!.id);
}

/** A successful sign-in: its own attempt and the pair's earlier failures no longer count. */
export async function clearPairAttempts(db: Db, username: string, address: string): Promise<void> {
  await db.query(
    `DELETE FROM account.sign_in_attempts WHERE kind = 'login' AND username = $1 AND address = $2`,
    [username, address],
  );
}

export async function deleteOldAttempts(db: Db): Promise<void> {
  await db.query(`DELETE FROM account.sign_in_attempts WHERE at < now() - interval '1 day'`);
}
