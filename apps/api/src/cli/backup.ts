/**
 * npm run backup -- --out DIR      PGlite + local files, while the server runs or not.
 * On PostgreSQL with a bucket, follow the README's procedure (pg_dump, then copy the bucket).
 * Exit codes: 0 done, 1 failed, 2 wrong setup.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DatabaseLockedError, openDatabase } from '@essay/db';
import { BACKUP_REQUEST, backupPglite } from '../backup/backup.ts';
import { readApiConfig } from '../config.ts';
import { createLocalFileStore } from '../storage/local-file-store.ts';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
const config = readApiConfig();
if (config.databaseUrl || config.s3) {
  console.error(
    'npm run backup covers PGlite and local files. On PostgreSQL and a bucket: pg_dump, then copy the bucket (README, "Backups").',
  );
  process.exit(2);
}
const out = path.resolve(
  values.out ??
    path.join(config.dataDir, '..', `backup-${new Date().toISOString().replace(/[:.]/g, '-')}`),
);
await mkdir(out, { recursive: true });
const files = createLocalFileStore(path.join(config.dataDir, 'files'));
try {
  const db = await openDatabase({ dataDir: config.dataDir });
  try {
    const result = await backupPglite(db, files, path.join(config.dataDir, 'files'), out);
    console.log(
      `backup written to ${out}: database ${(result.databaseBytes / 1024 / 1024).toFixed(1)} MB, ${result.files} files`,
    );
  } finally {
    await db.close();
  }
} catch (error) {
  if (!(error instanceof DatabaseLockedError)) throw error;
  // The server holds the database: it writes the snapshot itself (consistent while it runs).
  await rm(path.join(out, 'result.json'), { force: true });
  await writeFile(path.join(config.dataDir, BACKUP_REQUEST), JSON.stringify({ out }));
  process.kill(error.pid, 'SIGUSR2');
  const until = Date.now() + 10 * 60_000;
  for (;;) {
    const result = await readFile(path.join(out, 'result.json'), 'utf8').then(
      (text) => JSON.parse(text) as { ok: boolean; files?: number; error?: string },
      () => null,
    );
    if (result) {
      if (!result.ok) {
        console.error(`backup failed: ${result.error}`);
        process.exit(1);
      }
      console.log(
        `backup written to ${out} by the running server (process ${error.pid}): ${result.files} files`,
      );
      break;
    }
    if (Date.now() > until) {
      console.error('the running server did not answer the backup request within 10 minutes');
      process.exit(1);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
