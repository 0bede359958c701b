/** The one database interface every repository uses: PGlite or node-postgres behind it. */
export interface Db {
  query<T extends object = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs `fn` in one transaction; nested calls join the outer transaction. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /** Runs several parameterless statements (migrations). */
  exec(sql: string): Promise<void>;
  /** pg-boss's executor: parameterless SQL may hold several statements; answers the last rows. */
  executeSql(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
  /**
   * PostgreSQL only: a connection of its own, outside the pool, for what lasts as long as a
   * session (a worker's life lock). Closed with the database.
   */
  openSession?(): Promise<Session>;
  /** PGlite only: a gzipped tar of the data directory, taken between two statements (`npm run backup`). */
  snapshot?(): Promise<Blob>;
  readonly kind: 'pglite' | 'postgres';
}

/** A connection of its own (see Db.openSession); `lost` once the server ended it. */
export interface Session {
  query: Db['query'];
  /** Calls `listener` with each notification of a channel this session LISTENs to. */
  onNotification(listener: (channel: string, payload: string) => void): void;
  readonly lost: boolean;
  close(): Promise<void>;
}
