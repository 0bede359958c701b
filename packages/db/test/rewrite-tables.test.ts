/**
 * An erasure's rewrite (VACUUM FULL) must not copy a deleted row that another transaction could
 * still see: on PostgreSQL it waits for the transactions that began before it (decision 0039) —
 * of this database, and those of any other database on the server that hold a transaction id.
 * PGlite has one connection: nothing else can hold a snapshot there.
 */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, rewriteTables, type Db } from '../src/index.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let db: Db;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.close();
});

/** Whether the files of `table` (all its segments) hold `needle`, after a checkpoint. */
async function tableFilesHold(table: string, needle: string): Promise<boolean> {
  await db.exec('CHECKPOINT');
  const [row] = await db.query<{ file: string; root: string }>(
    `SELECT pg_relation_filepath($1::regclass) AS file,
            (SELECT setting FROM pg_settings WHERE name = 'data_directory') AS root`,
    [table],
  );
  const folder = path.join(row!.root, path.dirname(row!.file));
  const base = path.basename(row!.file);
  for (const name of await readdir(folder)) {
    if (name !== base && !name.startsWith(`${base}.`)) continue;
    if ((await readFile(path.join(folder, name))).includes(Buffer.from(needle))) return true;
  }
  return false;
}

/** A transaction of `on` that runs `statements` and stays open until `release()`. */
async function heldOpen(
  on: Db,
  statements: string[],
): Promise<{ release: () => void; ended: Promise<void> }> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let begun!: () => void;
  const ready = new Promise<void>((resolve) => (begun = resolve));
  const ended = on.transaction(async (tx) => {
    for (const statement of statements) await tx.query(statement);
    begun();
    await held;
  });
  await ready;
  return { release, ended };
}

/**
 * Deletes `needle` from `table` and rewrites it while `holder` is open: the rewrite must wait for
 * it (still running after 500 ms), then leave no byte of the row once it ended.
 */
async function rewriteWaitsFor(
  holder: { release: () => void; ended: Promise<void> },
  table: string,
  needle: string,
): Promise<void> {
  await db.query(`DELETE FROM ${table} WHERE note = $1`, [needle]);
  let rewritten = false;
  const rewriting = rewriteTables(db, [table]).then(() => (rewritten = true));
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(rewritten).toBe(false);
  holder.release();
  await holder.ended;
  await rewriting;

  expect(await tableFilesHold(table, needle)).toBe(false);
  expect(await db.query(`SELECT note FROM ${table}`)).toEqual([{ note: 'kept' }]);
}

describe.skipIf(!onPostgres)('rewriteTables on PostgreSQL', () => {
  it('waits for an earlier transaction that still sees the deleted row, then leaves no byte of it', async () => {
    await db.exec('CREATE TABLE erased (note text); CREATE TABLE other (n int)');
    const needle = `needle-${Date.now()}`;
    await db.query('INSERT INTO erased (note) VALUES ($1), ($2)', [needle, 'kept']);
    expect(await tableFilesHold('erased', needle)).toBe(true);

    // A transaction of another request, begun before the delete, holding its snapshot (on
    // another table: it takes no lock that VACUUM FULL would wait for).
    const holder = await heldOpen(db, [
      'SET TRANSACTION ISOLATION LEVEL REPEATABLE READ',
      'SELECT count(*) FROM other',
    ]);
    await rewriteWaitsFor(holder, 'erased', needle);
  });

  it('waits for an earlier transaction of another database that holds a transaction id', async () => {
    // Every snapshot counts a running transaction id of any database as "may still see": VACUUM
    // FULL's own snapshot did, and kept the erased row (CI on PostgreSQL, 2026-11-27).
    const elsewhere = await createTestDatabase();
    const holder = await heldOpen(elsewhere, ['SELECT txid_current()']);
    try {
      await db.exec('CREATE TABLE erased_too (note text)');
      const needle = `needle-${Date.now()}`;
      await db.query('INSERT INTO erased_too (note) VALUES ($1), ($2)', [needle, 'kept']);
      await rewriteWaitsFor(holder, 'erased_too', needle);
    } finally {
      holder.release();
      await holder.ended;
      await elsewhere.close();
    }
  });
});
