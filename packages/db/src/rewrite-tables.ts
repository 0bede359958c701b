import type { Db } from './db.ts';

/** How long an erasure waits for transactions that could still see the deleted rows. */
const WAIT_FOR_EARLIER_MS = 15_000;

/**
 * Rewrites each table into new files (VACUUM FULL), so the bytes of deleted rows, which plain
 * VACUUM only marks reusable, leave the table's files and its indexes' and TOAST's (decision
 * 0039). It holds an exclusive lock on each table while it copies it, and cannot run inside a
 * transaction: `db` is the root connection, never a transaction's.
 *
 * VACUUM FULL copies a deleted row that some transaction may still see: on PostgreSQL it first
 * waits (up to 15 s) until no transaction that began before now could make it keep the row — one of
 * this database holding a snapshot or a transaction id (another request's, an autovacuum's
 * analyze), or one of any database on the server holding a transaction id, since every snapshot,
 * VACUUM FULL's own included, counts a running id as "may still see" — so the rows the caller has
 * just deleted and committed are dead to everyone when the tables are copied.
 */
export async function rewriteTables(db: Db, tables: readonly string[]): Promise<void> {
  if (db.kind === 'postgres') await waitForEarlierTransactions(db, WAIT_FOR_EARLIER_MS);
  for (const table of tables) await db.exec(`VACUUM FULL ${table}`);
}

/**
 * Waits, at most `timeoutMs`, until every transaction that began before the call has ended or
 * holds nothing that keeps a deleted row: no snapshot or id in this database, no id in another.
 */
async function waitForEarlierTransactions(db: Db, timeoutMs: number): Promise<void> {
  const [start] = await db.query<{ now: string }>('SELECT clock_timestamp()::text AS now');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE pid <> pg_backend_pid() AND xact_start < $1::timestamptz
          AND (backend_xid IS NOT NULL
               OR (datname = current_database() AND backend_xmin IS NOT NULL))`,
      [start!.now],
    );
    if (row!.n === 0 || Date.now() > deadline) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
