import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { checkKey, MissingObjectError, newKey, type FileStore } from './file-store.ts';

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/** The default store: a folder (`DATA_DIR/files`). The only code that maps keys to paths. */
export function createLocalFileStore(root: string): FileStore {
  const base = path.resolve(root);
  const full = (key: string) => path.join(base, ...checkKey(key).split('/'));
  const ensureFolder = (key: string) => mkdir(path.dirname(full(key)), { recursive: true });
  return {
    kind: 'local',
    newKey,
    async write(key, body) {
      await ensureFolder(key);
      const partial = `${full(key)}.partial`;
      await pipeline(Buffer.isBuffer(body) ? [body] : body, createWriteStream(partial));
      await rename(partial, full(key));
    },
    async putFile(key, tempFile) {
      await ensureFolder(key);
      try {
        await rename(tempFile, full(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        await copyFile(tempFile, full(key));
        await rm(tempFile, { force: true });
      }
    },
    async get(key) {
      try {
        await stat(full(key));
      } catch (error) {
        if (isMissing(error)) throw new MissingObjectError(key);
        throw error;
      }
      return createReadStream(full(key)) as Readable;
    },
    async read(key) {
      try {
        return await readFile(full(key));
      } catch (error) {
        if (isMissing(error)) throw new MissingObjectError(key);
        throw error;
      }
    },
    async withLocalCopy(key, use) {
      await stat(full(key)).catch((error: unknown) => {
        throw isMissing(error) ? new MissingObjectError(key) : error;
      });
      return use(full(key));
    },
    remove: (key) => rm(full(key), { force: true }),
    removeFolder: (prefix) => rm(full(prefix), { recursive: true, force: true }),
    async list(prefix) {
      const start = prefix ? full(prefix) : base;
      const entries = await readdir(start, { recursive: true, withFileTypes: true }).catch(
        (error: unknown) => {
          if (isMissing(error)) return [];
          throw error;
        },
      );
      return entries
        .filter((entry) => entry.isFile() && !entry.name.endsWith('.partial'))
        .map((entry) =>
          path.relative(base, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
        )
        .sort();
    },
  };
}
