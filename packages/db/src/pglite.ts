import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { Db } from './db.ts';
import { lockDataDir } from './lock.ts';

type Queryable = Pick<PGlite, 'query' | 'exec'> | Transaction;

function wrap(target: Queryable, root: PGlite, release?: () => void): Db {
  const inTransaction = target !== root;
  return {
    kind: 'pglite',
    async query<T extends object>(sql: string, params: unknown[] = []) {
      const result = await target.query<T>(sql, params);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
    async executeSql(sql: string, params?: unknown[]) {
      if (params && params.length > 0) return { rows: (await target.query(sql, params)).rows };
      const results = await target.exec(sql);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      if (inTransaction) return fn(this);
      return root.transaction((tx) => fn(wrap(tx, root)));
    },
    async snapshot() {
      await root.exec('CHECKPOINT');
      return root.dumpDataDir('gzip');
    },
    async close() {
      if (inTransaction) return;
      await root.close();
      release?.();
    },
  };
}

/**
 * PostgreSQL's 128 MB of shared buffers are touched memory inside PGlite's wasm heap, for data a
 * school's database keeps in the OS cache anyway: 16 MB takes ~110 MB off the idle server (issue 17).
 */
const SMALL_MEMORY = ['-c', 'shared_buffers=16MB', '-c', 'wal_buffers=1MB'];

/** A PGlite database in `dataDir` (a folder) or in memory when `dataDir` is undefined. */
export async function openPglite(dataDir?: string): Promise<Db> {
  const release = dataDir === undefined ? undefined : lockDataDir(dataDir);
  try {
    // Loaded on first use: PostgreSQL deployments never pay for PGlite's wasm module.
    const { PGlite } = await import('@electric-sql/pglite');
    const pglite = await PGlite.create(dataDir, {
      startParams: [...PGlite.defaultStartParams, ...SMALL_MEMORY],
    });
    return wrap(pglite, pglite, release);
  } catch (error) {
    release?.();
    throw error;
  }
}

export function wrapPglite(pglite: PGlite): Db {
  return wrap(pglite, pglite);
}
