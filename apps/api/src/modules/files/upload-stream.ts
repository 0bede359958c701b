import { createHash } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileStore } from '../../storage/file-store.ts';

export interface StoredUpload {
  key: string;
  size: number;
  sha256: string;
  truncated: boolean;
}

/**
 * Streams an upload to the file store chunk by chunk (never the whole file in memory), hashing
 * it on the way.
 */
export async function streamToStore(files: FileStore, source: Readable & { truncated?: boolean }, key: string): Promise<StoredUpload> {
  const hash = createHash('sha256');
  let size = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      size += chunk.length;
      callback(null, chunk);
    },
  });
  await pipeline(source, meter, await files.createWriteStream(key));
  return { key, size, sha256: hash.digest('hex'), truncated: source.truncated === true };
}
