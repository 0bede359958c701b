import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, migrate, type Db } from '../src/index.ts';

let db: Db;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.close();
});

describe('database', () => {
  it('applies each migration once', async () => {
    const dir = path.join(import.meta.dirname, 'migrations-sample');
    expect(await migrate(db, 'sample', dir)).toEqual(['0001-first.sql']);
    expect(await migrate(db, 'sample', dir)).toEqual([]);
  });

  it('rolls a failed transaction back whole', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO sample.items (name) VALUES ($1)', ['kept?']);
        await tx.query('INSERT INTO sample.items (name) VALUES ($1)', ['kept?']);
      }),
    ).rejects.toThrow();
    expect(await db.query('SELECT * FROM sample.items')).toEqual([]);
  });

  it('commits a transaction and joins nested ones', async () => {
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO sample.items (name) VALUES ($1)', ['a']);
      await tx.transaction((inner) =>
        inner.query('INSERT INTO sample.items (name) VALUES ($1)', ['b']),
      );
    });
    const rows = await db.query<{ name: string }>('SELECT name FROM sample.items ORDER BY name');
    expect(rows.map((r) => r.name)).toEqual(['a', 'b']);
  });
});
