import type { Db } from './db.ts';

/** A round trip to the database: the health checks' proof that it answers. */
export async function ping(db: Db): Promise<void> {
  await db.query('SELECT 1');
}
