import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface ReceivedUpload {
  /** The temporary local file holding the upload (checked there, then moved to the store). */
  file: string;
  size: number;
  sha256: string;
  truncated: boolean;
}

/**
 * Streams an upload to a temporary local file chunk by chunk (never the whole file in memory),
 * hashing it on the way. The cheap checks read that file; then it moves to the file store.
 */
export async function receiveUpload(
  source: Readable & { truncated?: boolean },
  file: string,
): Promise<ReceivedUpload> {
  const hash = createHash('sha256');
  let size = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      size += chunk.length;
      callback(null, chunk);
    },
  });
  await pipeline(source, meter, createWriteStream(file));
  return { file, size, sha256: hash.digest('hex'), truncated: source.truncated === true };
}
