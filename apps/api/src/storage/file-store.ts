import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

/**
 * Where uploaded files and page images live: a local folder by default (`local-file-store.ts`), any
 * S3-compatible bucket when S3_BUCKET is set (`s3-file-store.ts`). Keys are opaque `a/b/c.ext`
 * names made by `newKey`, never from user input. Only the local adapter knows file paths; code
 * that needs a path (pdf.js, mammoth, sharp) asks for a temporary copy with `withLocalCopy`.
 */
export interface FileStore {
  readonly kind: 'local' | 's3';
  /** A fresh key under `prefix` (see `newKey`). */
  newKey(prefix: string, extension: string): string;
  /** Streams `body` to `key`, never holding it whole in memory. `size` in bytes when known. */
  write(key: string, body: Readable | Buffer, size?: number): Promise<void>;
  /** Moves a finished temporary file (see `TempFiles`) into the store under `key`. */
  putFile(key: string, tempFile: string): Promise<void>;
  /** The object as a stream; rejects with `MissingObjectError` when it does not exist. */
  get(key: string): Promise<Readable>;
  read(key: string): Promise<Buffer>;
  /** Runs `use` with a local file holding the object (the file itself, or a temporary copy). */
  withLocalCopy<T>(key: string, use: (file: string) => Promise<T>): Promise<T>;
  /** Removes one object; a missing one is no error. */
  remove(key: string): Promise<void>;
  /** Removes every object whose key starts with `prefix/` (e.g. a file's page images). */
  removeFolder(prefix: string): Promise<void>;
  /** Every key under `prefix/` (or all keys), for backups and tests. */
  list(prefix?: string): Promise<string[]>;
}

export class MissingObjectError extends Error {
  constructor(key: string) {
    super(`no stored object ${key}`);
    this.name = 'MissingObjectError';
  }
}

/** A fresh key under `prefix`: time-ordered, unguessable, the same shape on every adapter. */
export function newKey(prefix: string, extension: string): string {
  return `${prefix}/${Date.now().toString(36)}-${randomBytes(8).toString('hex')}.${extension}`;
}

/** Keys are made here, but adapters still refuse anything that could leave their root. */
export function checkKey(key: string): string {
  if (
    !/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/.test(key) ||
    key.split('/').some((part) => part === '.' || part === '..')
  ) {
    throw new Error(`bad storage key ${key}`);
  }
  return key;
}
