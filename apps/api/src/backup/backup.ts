import { copyFile, link, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '@essay/db';
import type { FileStore } from '../storage/file-store.ts';

export const BACKUP_MANIFEST = 'manifest.json';
export const BACKUP_DATABASE = 'database.tar.gz';
export const BACKUP_FILES = 'files';

/** `DATA_DIR/backup-request.json`: what `npm run backup` asks a running server to write. */
export const BACKUP_REQUEST = 'backup-request.json';

async function linkOrCopy(from: string, to: string): Promise<void> {
  await mkdir(path.dirname(to), { recursive: true });
  try {
    await link(from, to);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return;
    if (code !== 'EXDEV' && code !== 'EPERM') throw error;
    await copyFile(from, to);
  }
}

/**
 * A consistent backup of a PGlite server and its local files, while it runs: the files are
 * linked (or copied) once before and once after the database snapshot. Stored files never change
 * once written and are written before the row that names them, so every file the snapshot names
 * is in one of the two passes (unless it was made and deleted within the seconds between them).
 */
export async function backupPglite(
  db: Db,
  files: FileStore,
  filesRoot: string,
  out: string,
): Promise<{ files: number; databaseBytes: number }> {
  if (!db.snapshot || files.kind !== 'local')
    throw new Error(
      'npm run backup covers PGlite with local files; see the README for PostgreSQL and buckets',
    );
  await mkdir(path.join(out, BACKUP_FILES), { recursive: true });
  const pass = async () => {
    const keys = await files.list();
    for (const key of keys)
      await linkOrCopy(
        path.join(filesRoot, ...key.split('/')),
        path.join(out, BACKUP_FILES, ...key.split('/')),
      ).catch((error: unknown) => {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error; // removed meanwhile
      });
    return keys;
  };
  const before = await pass();
  const database = Buffer.from(await (await db.snapshot()).arrayBuffer());
  await writeFile(path.join(out, BACKUP_DATABASE), database);
  const after = await pass();
  const all = new Set([...before, ...after]);
  await writeFile(
    path.join(out, BACKUP_MANIFEST),
    JSON.stringify(
      { createdAt: new Date().toISOString(), database: BACKUP_DATABASE, files: all.size },
      null,
      2,
    ),
  );
  return { files: all.size, databaseBytes: database.length };
}

/** Reads a backup's manifest: refuses a folder that is not a finished backup. */
export async function readManifest(dir: string): Promise<{ createdAt: string; files: number }> {
  try {
    return JSON.parse(await readFile(path.join(dir, BACKUP_MANIFEST), 'utf8')) as {
      createdAt: string;
      files: number;
    };
  } catch {
    throw new Error(`${dir} is not a finished backup (no ${BACKUP_MANIFEST})`);
  }
}
