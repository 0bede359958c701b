import type { Db } from '@essay/db';

export async function insertSignInCode(db: Db, codeHash: string, userId: number, ttlSeconds: number): Promise<void> {
  await db.query(
    `INSERT INTO account.sign_in_codes (code_hash, user_id, expires_at)
     VALUES ($1, $2, now() + make_interval(secs => $3::int))`,
    [codeHash, userId, ttlSeconds],
  );
  await db.query(`DELETE FROM account.sign_in_codes WHERE expires_at < now() - interval '1 day'`);
}

/** Marks a live, unused code used and answers its user; one statement, so a code is used once. */
export async function useSignInCode(db: Db, codeHash: string): Promise<number | undefined> {
  const rows = await db.query<{ user_id: number }>(
    `UPDATE account.sign_in_codes SET used_at = now()
     WHERE code_hash = $1 AND used_at IS NULL AND expires_at > now()
     RETURNING user_id`,
    [codeHash],
  );
  return rows[0]?.user_id;
}
