import path from 'node:path';
import type { ApiConfig } from '../config.ts';
import type { FileStore } from './file-store.ts';
import { createLocalFileStore } from './local-file-store.ts';
import type { TempFiles } from './temp-files.ts';

/**
 * The bucket when S3_BUCKET is set, else the folder `DATA_DIR/files`. The S3 client (≈11 MB of
 * code) is loaded only when a bucket is configured (issue 30).
 */
export async function openFileStore(config: ApiConfig, temp: TempFiles): Promise<FileStore> {
  if (config.s3) {
    const { createS3FileStore } = await import('./s3-file-store.ts');
    return createS3FileStore(config.s3, temp);
  }
  return createLocalFileStore(path.join(config.dataDir, 'files'));
}
