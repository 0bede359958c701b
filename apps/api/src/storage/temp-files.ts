import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * Temporary local files of one process (an upload being received and checked, an object copied
 * down for a library that wants a path). They live in `dir` and are removed after use.
 */
export interface TempFiles {
  /** A new, unused path in the temporary folder. */
  path(extension: string): string;
  remove(file: string): Promise<void>;
}

export function createTempFiles(dir: string): TempFiles {
  mkdirSync(dir, { recursive: true });
  return {
    path: (extension) =>
      path.join(dir, `${Date.now().toString(36)}-${randomBytes(8).toString('hex')}.${extension}`),
    remove: (file) => rm(file, { force: true }),
  };
}
