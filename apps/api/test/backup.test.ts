import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@essay/db';
import { backupPglite } from '../src/backup/backup.ts';
import { readApiConfig } from '../src/config.ts';
import { buildPlatform } from '../src/server.ts';
import { createHomework, FIXTURES, signUp, uploadFile, type TestPlatform } from './helpers.ts';

// npm run backup / restore: PGlite and local files, the backup taken while the server runs.
const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});
const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');

describe('backup and restore of the one-process setup', () => {
  it('restores the database and files as they were when the backup was taken', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'backup-data-'));
    const out = await mkdtemp(path.join(tmpdir(), 'backup-out-'));
    dirs.push(dataDir, out);
    const config = readApiConfig({ DATA_DIR: dataDir, SEED_DEMO: '0' });
    const open = async (): Promise<TestPlatform> => {
      const db = await openDatabase({ dataDir });
      const { app, account, ctx, routes } = await buildPlatform(db, config, {
        logger: false,
        workers: false,
      });
      await app.ready();
      return {
        app,
        db,
        account,
        config,
        ctx,
        routes,
        close: async () => (await app.close(), await db.close()),
      };
    };
    const docx = await readFile(path.join(FIXTURES, 'docx-zh.docx'));

    const p = await open();
    const teacher = await signUp(p, 'Backup School', 'teacher');
    const kept = await createHomework(p, teacher.token, { name: 'kept' });
    expect((await uploadFile(p, teacher.token, kept, 'essay.docx', docx)).status).toBe(200);
    const result = await backupPglite(p.db, p.ctx.files, path.join(dataDir, 'files'), out);
    expect(result.files).toBe(1);
    // After the backup: gone again once restored.
    const later = await createHomework(p, teacher.token, { name: 'after the backup' });
    expect((await uploadFile(p, teacher.token, later, 'later.docx', docx)).status).toBe(200);
    await p.close();

    const restore = await run(
      process.execPath,
      ['--import', 'tsx', path.join(ROOT, 'apps/api/src/cli/restore.ts'), '--from', out],
      {
        cwd: ROOT,
        env: { ...process.env, DATA_DIR: dataDir },
      },
    );
    expect(restore.stdout).toContain('restored the backup');

    const q = await open();
    try {
      const homeworks = await q.db.query<{ name: string }>(
        'SELECT name FROM api.homeworks ORDER BY id',
      );
      expect(homeworks.map((h) => h.name)).toEqual(['kept']);
      const [file] = await q.db.query<{ storage_key: string }>(
        'SELECT storage_key FROM api.homework_files',
      );
      expect((await q.ctx.files.read(file!.storage_key)).equals(docx)).toBe(true);
      expect(await q.ctx.files.list()).toHaveLength(1);
    } finally {
      await q.close();
    }
  });
});
