import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '@essay/db';
import type { ApiConfig } from '../config.ts';
import type { FileStore } from '../storage/file-store.ts';
import { backupPglite, BACKUP_REQUEST } from './backup.ts';

/**
 * PGlite is one process, so `npm run backup` cannot open the database while the server runs: it
 * writes `DATA_DIR/backup-request.json` and sends SIGUSR2; the server writes the backup and its
 * outcome (`<out>/result.json`).
 */
export function listenForBackupRequests(
  db: Db,
  files: FileStore,
  config: ApiConfig,
  log: (line: string) => void,
): void {
  if (db.kind !== 'pglite') return;
  let busy = false;
  process.on('SIGUSR2', () => {
    if (busy) return;
    busy = true;
    void (async () => {
      const requestFile = path.join(config.dataDir, BACKUP_REQUEST);
      const { out } = JSON.parse(await readFile(requestFile, 'utf8')) as { out: string };
      await rm(requestFile, { force: true });
      try {
        const result = await backupPglite(db, files, path.join(config.dataDir, 'files'), out);
        await writeFile(path.join(out, 'result.json'), JSON.stringify({ ok: true, ...result }));
        log(`backup written to ${out} (${result.files} files)`);
      } catch (error) {
        await writeFile(
          path.join(out, 'result.json'),
          JSON.stringify({ ok: false, error: String(error) }),
        ).catch(() => {});
      }
    })()
      .catch((error: unknown) => log(`backup request failed: ${String(error)}`))
      .finally(() => (busy = false));
  });
}
