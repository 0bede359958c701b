/**
 * Issue 27 item 2: after an erasure the rows are gone (student-data.test.ts) and so are their
 * bytes in the tables' data files, indexes and TOAST — read after a CHECKPOINT on PostgreSQL
 * (the test database's relation files) and from PGlite's folder after a clean close. The WAL
 * keeps them until it is recycled (decision 0039); it is not searched.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, openPglite, type Db } from '@essay/db';
import { api, createHomework, createTestPlatform, insertArticle, signUp } from './helpers.ts';
import type { TestPlatform } from './helpers.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let p: TestPlatform;
let pgliteDir: string | undefined;
let closed = false;

beforeAll(async () => {
  let db: Db;
  if (onPostgres) db = await createTestDatabase();
  else {
    pgliteDir = await mkdtemp(path.join(tmpdir(), 'erasure-pglite-'));
    db = await openPglite(pgliteDir);
  }
  p = await createTestPlatform({}, { workers: false, db });
});
afterAll(async () => {
  if (!closed) await p.close();
});

/** The files of every table, index and TOAST table of both schemas, as the server names them. */
async function relationFiles(): Promise<string[]> {
  const rows = await p.db.query<{ file: string }>(
    `SELECT pg_relation_filepath(c.oid) AS file FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname IN ('api', 'account') AND c.relkind IN ('r', 'i', 'm')
     UNION
     SELECT pg_relation_filepath(t.oid) FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_class t ON t.oid = c.reltoastrelid
      WHERE n.nspname IN ('api', 'account')
     UNION
     SELECT pg_relation_filepath(i.indexrelid) FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_index i ON i.indrelid = c.reltoastrelid
      WHERE n.nspname IN ('api', 'account')`,
  );
  return rows.map((row) => row.file).filter(Boolean);
}

async function dataDirectory(): Promise<string> {
  if (pgliteDir) return pgliteDir;
  const [row] = await p.db.query<{ setting: string }>(
    "SELECT setting FROM pg_settings WHERE name = 'data_directory'",
  );
  return row!.setting;
}

/** The files (with their 1 GB segments, free-space and visibility maps) that hold any needle. */
async function filesHolding(files: string[], needles: string[]): Promise<string[]> {
  const root = await dataDirectory();
  const found: string[] = [];
  for (const file of files) {
    const folder = path.join(root, path.dirname(file));
    const base = path.basename(file);
    const names = (await readdir(folder)).filter(
      (name) => name === base || name.startsWith(`${base}.`) || name.startsWith(`${base}_`),
    );
    for (const name of names) {
      const bytes = await readFile(path.join(folder, name));
      for (const needle of needles)
        if (bytes.includes(Buffer.from(needle))) found.push(`${file} (${name}): ${needle}`);
    }
  }
  return found;
}

describe('erasure on disk', () => {
  it("leaves no erased student's name, username or essay sentence in the tables' files", async () => {
    const school = `Disk School ${randomBytes(3).toString('hex')}`;
    const admin = await signUp(p, school, 'admin');
    const teacher = await signUp(p, school, 'teacher');
    const student = await signUp(p, school, 'student');
    const name = `Erasa ${randomBytes(4).toString('hex')}`;
    const sentence = `The lighthouse keeper ${randomBytes(6).toString('hex')} counted gulls.`;
    await p.app.inject({
      method: 'POST',
      url: '/account/user/save',
      headers: {
        authorization: `Bearer ${student.token}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({ nickname: name }).toString(),
    });
    const homeworkId = await createHomework(p, teacher.token, { students: [name] });
    // Short enough to be stored in the row as written (a long text is compressed into TOAST).
    const essay = await insertArticle(
      p,
      homeworkId,
      `${sentence}\n${randomBytes(200).toString('hex')}`,
    );
    await p.db.query(
      'UPDATE api.articles SET student_user_id = $2, student_name = $3 WHERE id = $1',
      [essay, student.userId, name],
    );
    const needles = [name, student.username, sentence];

    // The files hold all three before: the search can find what it looks for.
    await p.db.exec('CHECKPOINT');
    const before = (await filesHolding(await relationFiles(), needles)).join('\n');
    for (const needle of needles) expect(before).toContain(needle);

    const erased = await api(
      p,
      'POST',
      `/api/admin/students/${student.userId}/erase`,
      admin.token,
      { confirmation: name },
    );
    expect(erased.status).toBe(200);
    // A wrong password after the erasure must not write the username back either.
    await p.app.inject({
      method: 'POST',
      url: '/account/user/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        username: student.username,
        password: 'wrong-password-1',
      }).toString(),
    });

    const files = await relationFiles();
    if (onPostgres) {
      await p.db.exec('CHECKPOINT');
      expect(await filesHolding(files, needles)).toEqual([]);
    } else {
      closed = true;
      await p.close(); // a clean shutdown writes every page to the folder
      expect(await filesHolding(files, needles)).toEqual([]);
    }
  });
});
