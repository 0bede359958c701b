import { createReadStream, createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { checkKey, MissingObjectError, newKey, type FileStore } from './file-store.ts';
import type { TempFiles } from './temp-files.ts';

export interface S3Settings {
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** `https://host/bucket/key` instead of `https://bucket.host/key` (MinIO, Garage, SeaweedFS…). */
  forcePathStyle: boolean;
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' ||
      error.name === 'NotFound' ||
      error.$metadata.httpStatusCode === 404)
  );
}

const PUT_ATTEMPTS = 4;

/** A reset socket, a timeout or the store's own 5xx/throttling: worth sending again. */
function isTransient(error: unknown): boolean {
  if (error instanceof S3ServiceException) {
    const status = error.$metadata.httpStatusCode ?? 0;
    return status >= 500 || status === 429 || error.name === 'SlowDown';
  }
  const code = (error as { code?: unknown } | null)?.code;
  return (
    typeof code === 'string' && /^(ECONNRESET|EPIPE|ETIMEDOUT|ECONNREFUSED|EAI_AGAIN)$/.test(code)
  );
}

/**
 * Any S3-compatible bucket through the AWS SDK. Bodies stream both ways; checksums only where the
 * protocol requires them, so stores that do not speak the SDK's newer trailing checksums work too.
 */
export function createS3FileStore(settings: S3Settings, temp: TempFiles): FileStore {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;

  const get = async (key: string): Promise<Readable> => {
    try {
      const result = await client.send(new GetObjectCommand({ Bucket, Key: checkKey(key) }));
      return result.Body as Readable;
    } catch (error) {
      if (isMissing(error)) throw new MissingObjectError(key);
      throw error;
    }
  };
  const write = async (key: string, body: Readable | Buffer, size?: number): Promise<void> => {
    await client.send(
      new PutObjectCommand({
        Bucket,
        Key: checkKey(key),
        Body: body,
        ContentLength: Buffer.isBuffer(body) ? body.length : size,
      }),
    );
  };
  const list = async (prefix?: string): Promise<string[]> => {
    const keys: string[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({
          Bucket,
          Prefix: prefix ? `${checkKey(prefix)}/` : undefined,
          ContinuationToken,
        }),
      );
      for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key);
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return keys.sort();
  };
  const remove = async (key: string): Promise<void> => {
    await client.send(new DeleteObjectCommand({ Bucket, Key: checkKey(key) }));
  };

  return {
    kind: 's3',
    newKey,
    write,
    async putFile(key, tempFile) {
      const { size } = await stat(tempFile);
      // The SDK cannot retry a stream body; the temporary file can be read again, so a dropped
      // connection or a store's 5xx is retried here with a fresh stream.
      for (let attempt = 1; ; attempt++) {
        try {
          await write(key, createReadStream(tempFile), size);
          break;
        } catch (error) {
          if (attempt >= PUT_ATTEMPTS || !isTransient(error)) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100 * 2 ** attempt));
        }
      }
      await temp.remove(tempFile);
    },
    get,
    async read(key) {
      const body = await get(key);
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    async withLocalCopy(key, use) {
      const file = temp.path('copy');
      try {
        await pipeline(await get(key), createWriteStream(file));
        return await use(file);
      } finally {
        await temp.remove(file);
      }
    },
    remove,
    async removeFolder(prefix) {
      for (const key of await list(prefix)) await remove(key);
    },
    list,
  };
}
