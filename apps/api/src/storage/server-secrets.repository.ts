import type { Db } from '@essay/db';

/** The server's secret of this name: the stored one, else `fresh` (stored now; the first writer wins). */
export async function ensureServerSecret(db: Db, name: string, fresh: string): Promise<string> {
  await db.query('INSERT INTO api.server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [name, fresh]);
  const [row] = await db.query<{ value: string }>('SELECT value FROM api.server_secrets WHERE name = $1', [name]);
  if (!row) throw new Error(`server secret ${name} missing`);
  return row.value;
}
