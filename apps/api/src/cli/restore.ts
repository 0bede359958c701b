/**
 * npm run restore -- --from DIR    puts a backup of `npm run backup` in place of DATA_DIR's
 * database and files. The server must be stopped (exit code 3 while it runs); what was there is
 * kept beside it as `pglite.before-restore-…` and `files.before-restore-…`.
 */
import { cp, readFile, rename, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { DatabaseLockedError, lockDataDir, ping, wrapPglite } from '@essay/db';
import { BACKUP_DATABASE, BACKUP_FILES, readManifest } from '../backup/backup.ts';
import { readApiConfig } from '../config.ts';

const { values } = parseArgs({ options: { from: { type: 'string' } } });
if (!values.from) {
  console.error('usage: npm run restore -- --from BACKUP_DIR');
  process.exit(2);
}
const from = path.resolve(values.from);
const config = readApiConfig();
if (config.databaseUrl || config.s3) {
  console.error(
    'npm run restore covers PGlite and local files. On PostgreSQL and a bucket: pg_restore, then copy the bucket back (README, "Backups").',
  );
  process.exit(2);
}
const manifest = await readManifest(from).catch((error: unknown) => {
  console.error(String((error as Error).message));
  process.exit(2);
});
const dbDir = path.join(config.dataDir, 'pglite');
const filesDir = path.join(config.dataDir, 'files');
let release: () => void;
try {
  release = lockDataDir(dbDir); // the server's own lock: never beside a live server
} catch (error) {
  if (!(error instanceof DatabaseLockedError)) throw error;
  console.error(`${error.message}: stop the server first`);
  process.exit(3);
}
try {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const exists = (p: string) =>
    stat(p).then(
      () => true,
      () => false,
    );
  if (await exists(dbDir)) await rename(dbDir, `${dbDir}.before-restore-${stamp}`);
  if (await exists(filesDir)) await rename(filesDir, `${filesDir}.before-restore-${stamp}`);
  const tar = await readFile(path.join(from, BACKUP_DATABASE));
  const pglite = await PGlite.create(dbDir, { loadDataDir: new Blob([new Uint8Array(tar)]) });
  await ping(wrapPglite(pglite));
  await pglite.close();
  if (await exists(path.join(from, BACKUP_FILES)))
    await cp(path.join(from, BACKUP_FILES), filesDir, { recursive: true });
  console.log(
    `restored the backup of ${manifest.createdAt} (${manifest.files} files) into ${config.dataDir}`,
  );
} finally {
  release();
}
