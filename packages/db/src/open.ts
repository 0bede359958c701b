import path from 'node:path';
import { mkdir } from 'node:fs/promises';
import type { Db } from './db.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';

/** PostgreSQL when `databaseUrl` is set, else a PGlite database under `dataDir/pglite`. */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
}): Promise<Db> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  const dir = path.resolve(options.dataDir, 'pglite');
  await mkdir(dir, { recursive: true });
  return openPglite(dir);
}
