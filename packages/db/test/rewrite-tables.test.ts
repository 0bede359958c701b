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

describe.skipIf(!onPostgres)('rewriteTables on PostgreSQL', () => {
  it('waits for an earlier transaction that still sees the deleted row, then leaves no byte of it', async () => {
    await db.exec('CREATE TABLE erased (note text); CREATE TABLE other (n int)');
    const needle = `needle-${Date.now()}`;
    await db.query('INSERT INTO erased (note) VALUES ($1), ($2)', [needle, 'kept']);
    expect(await tableFilesHold('erased', needle)).toBe(true);

    // A transaction of another request, begun before the delete, holding its snapshot (on
    // another table: it takes no lock that VACUUM FULL would wait for).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let snapshotTaken!: () => void;
    const taken = new Promise<void>((resolve) => (snapshotTaken = resolve));
    const holder = db.transaction(async (tx) => {
      await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
      await tx.query('SELECT count(*) FROM other');
      snapshotTaken();
      await held;
    });
    await taken;

    await db.query('DELETE FROM erased WHERE note = $1', [needle]);
    let rewritten = false;
    const rewriting = rewriteTables(db, ['erased']).then(() => (rewritten = true));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(rewritten).toBe(false);
    release();
    await holder;
    await rewriting;

    expect(await tableFilesHold('erased', needle)).toBe(false);
    expect(await db.query('SELECT note FROM erased')).toEqual([{ note: 'kept' }]);
  });

  it('waits for an earlier transaction of another database that holds a transaction id', async () => {
    // Every snapshot counts a running transaction id of any database as "may still see": VACUUM
    // FULL's own snapshot did, and kept the erased row (CI on PostgreSQL, 2026-11-27).
    const elsewhere = await createTestDatabase();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let idTaken!: () => void;
    const taken = new Promise<void>((resolve) => (idTaken = resolve));
    const holder = elsewhere.transaction(async (tx) => {
      await tx.query('SELECT txid_current()');
      idTaken();
      await held;
    });
    try {
      await taken;
      await db.exec('CREATE TABLE erased_too (note text)');
      const needle = `needle-${Date.now()}`;
      await db.query('INSERT INTO erased_too (note) VALUES ($1), ($2)', [needle, 'kept']);
      await db.query('DELETE FROM erased_too WHERE note = $1', [needle]);

      let rewritten = false;
      const rewriting = rewriteTables(db, ['erased_too']).then(() => (rewritten = true));
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(rewritten).toBe(false);
      release();
      await holder;
      await rewriting;

      expect(await tableFilesHold('erased_too', needle)).toBe(false);
      expect(await db.query('SELECT note FROM erased_too')).toEqual([{ note: 'kept' }]);
    } finally {
      release();
      await holder;
      await elsewhere.close();
    }
  });
});
