import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, type ReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Writable } from 'node:stream';

/**
 * Where uploaded files and page images live: a folder by default. Keys are opaque relative
 * paths made here, never from user input.
 */
export interface FileStore {
  newKey(prefix: string, extension: string): string;
  createWriteStream(key: string): Promise<Writable>;
  write(key: string, bytes: Buffer): Promise<void>;
  read(key: string): Promise<Buffer>;
  createReadStream(key: string): ReadStream;
  /** A local path for libraries that want one (pdf.js, mammoth). */
  localPath(key: string): string;
  remove(key: string): Promise<void>;
  /** Removes everything under a folder of keys (e.g. a file's page images). */
  removeFolder(prefix: string): Promise<void>;
  /** Moves a finished temporary upload to its key. */
  commit(tempKey: string, key: string): Promise<void>;
}

export function createLocalFileStore(root: string): FileStore {
  const full = (key: string) => {
    const resolved = path.resolve(root, key);
    if (!resolved.startsWith(path.resolve(root) + path.sep)) throw new Error(`bad storage key ${key}`);
    return resolved;
  };
  return {
    newKey: (prefix, extension) => `${prefix}/${Date.now().toString(36)}-${randomBytes(8).toString('hex')}.${extension}`,
    async createWriteStream(key) {
      await mkdir(path.dirname(full(key)), { recursive: true });
      return createWriteStream(full(key));
    },
    async write(key, bytes) {
      await mkdir(path.dirname(full(key)), { recursive: true });
      await writeFile(full(key), bytes);
    },
    read: (key) => readFile(full(key)),
    createReadStream: (key) => createReadStream(full(key)),
    localPath: full,
    remove: (key) => rm(full(key), { force: true }),
    removeFolder: (prefix) => rm(full(prefix), { recursive: true, force: true }),
    async commit(tempKey, key) {
      await mkdir(path.dirname(full(key)), { recursive: true });
      await rename(full(tempKey), full(key));
    },
  };
}
