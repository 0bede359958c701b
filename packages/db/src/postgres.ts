import pg from 'pg';
import type { Db, Session } from './db.ts';

// Counts and sums come back as numbers, not strings: our amounts stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

/** A multi-statement query answers an array of results; pg-boss wants the last one's rows. */
async function lastRows(
  pending: Promise<pg.QueryResult | pg.QueryResult[]>,
): Promise<{ rows: unknown[] }> {
  const result = await pending;
  return { rows: Array.isArray(result) ? (result.at(-1)?.rows ?? []) : result.rows };
}

/** The statements of a `Db`, run on the pool (a connection each) or on one client (a transaction's). */
function statements(target: pg.Pool | pg.PoolClient): Pick<Db, 'query' | 'exec' | 'executeSql'> {
  return {
    async query<T extends object>(sql: string, params: unknown[] = []) {
      return (await target.query<T>(sql, params)).rows;
    },
    async exec(sql: string) {
      await target.query(sql);
    },
    executeSql: (sql, params) => lastRows(target.query(sql, params)),
  };
}

function wrapClient(client: pg.PoolClient): Db {
  return {
    kind: 'postgres',
    ...statements(client),
    transaction: (fn) => fn(wrapClient(client)),
    async close() {},
  };
}

export function openPostgres(connectionString: string, max = 10): Db {
  const pool = new pg.Pool({ connectionString, max });
  // An idle connection dropped by the server (restart, DROP DATABASE … FORCE in tests) must not
  // crash the process; the pool replaces it on the next query.
  pool.on('error', (error) =>
    console.warn(`postgres pool: idle connection lost: ${error.message}`),
  );
  const sessions = new Set<Session>();
  return {
    kind: 'postgres',
    ...statements(pool),
    async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrapClient(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    async openSession() {
      const session = await connectSession(connectionString, () => sessions.delete(session));
      sessions.add(session);
      return session;
    },
    async close() {
      for (const session of [...sessions]) await session.close();
      await pool.end();
    },
  };
}

/** A client of its own; a lost connection (server restart, the database dropped) only marks it. */
async function connectSession(connectionString: string, onClose: () => void): Promise<Session> {
  const client = new pg.Client({ connectionString });
  let lost = false;
  client.on('error', () => (lost = true));
  client.on('end', () => (lost = true));
  await client.connect();
  return {
    async query<T extends object>(sql: string, params: unknown[] = []) {
      return (await client.query<T>(sql, params)).rows;
    },
    onNotification(listener) {
      client.on('notification', (message) => listener(message.channel, message.payload ?? ''));
    },
    get lost() {
      return lost;
    },
    async close() {
      onClose();
      lost = true;
      await client.end().catch(() => {});
    },
  };
}
