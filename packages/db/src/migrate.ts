import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from './db.ts';

/**
 * Applies the `NNNN-name.sql` files of `dir` in order, once each, recording them in
 * `<schema>.migrations`. Each app owns its schema, so the account service can move to its
 * own database without the product API's tables.
 */
export async function migrate(db: Db, schema: string, dir: string): Promise<string[]> {
  await db.exec(
    `CREATE SCHEMA IF NOT EXISTS ${schema};
     CREATE TABLE IF NOT EXISTS ${schema}.migrations (
       name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
  );
  const files = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  const applied: string[] = [];
  for (const file of files) {
    await db.transaction(async (tx) => {
      // Serialises concurrent starters on PostgreSQL; a no-op cost on PGlite.
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [schema]);
      const done = await tx.query(`SELECT 1 FROM ${schema}.migrations WHERE name = $1`, [file]);
      if (done.length > 0) return;
      await tx.exec(await readFile(path.join(dir, file), 'utf8'));
      await tx.query(`INSERT INTO ${schema}.migrations (name) VALUES ($1)`, [file]);
      applied.push(file);
    });
  }
  return applied;
}
