import PgBoss from 'pg-boss';
import type { Db } from './db.ts';

export type JobQueue = PgBoss;

/** pg-boss's connection option, for enqueueing inside a transaction of ours. */
export function jobConnection(db: Db): {
  db: { executeSql(text: string, values: unknown[]): Promise<{ rows: unknown[] }> };
} {
  return { db: { executeSql: (text, values) => db.executeSql(text, values) } };
}

/**
 * The durable job queue (pg-boss) on the same database, PGlite or PostgreSQL: jobs survive a
 * restart, and an enqueue can commit in the same transaction as the work that asks for it.
 */
export async function startJobQueue(
  db: Db,
  options: { onError?: (error: Error) => void } = {},
): Promise<JobQueue> {
  let stopped = false;
  const boss = new PgBoss({
    db: {
      // A handler that outlives stop() (its job already handed back) ends later, and pg-boss then
      // completes or fails the job without awaiting the write; by then the database may be closed.
      // That late write is reported, not left as an unhandled rejection that ends the process.
      async executeSql(text: string, values: unknown[]) {
        try {
          return await db.executeSql(text, values);
        } catch (error) {
          if (!stopped) throw error;
          options.onError?.(error as Error);
          return { rows: [{ count: 0 }] }; // as a write that changed no job
        }
      },
    },
    schema: 'pgboss',
    supervise: true,
    maintenanceIntervalSeconds: 30,
  } as PgBoss.ConstructorOptions);
  boss.on('error', (error) => options.onError?.(error));
  boss.on('stopped', () => (stopped = true));
  await boss.start();
  return boss;
}
