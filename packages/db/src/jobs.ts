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
  const boss = new PgBoss({
    ...jobConnection(db),
    schema: 'pgboss',
    supervise: true,
    maintenanceIntervalSeconds: 30,
  } as PgBoss.ConstructorOptions);
  boss.on('error', (error) => options.onError?.(error));
  await boss.start();
  return boss;
}
