import path from 'node:path';
import type { ApiConfig } from '../config.ts';
import type { FileStore } from './file-store.ts';
import { createLocalFileStore } from './local-file-store.ts';
import { createS3FileStore } from './s3-file-store.ts';
import type { TempFiles } from './temp-files.ts';

/** The bucket when S3_BUCKET is set, else the folder `DATA_DIR/files`. */
export function openFileStore(config: ApiConfig, temp: TempFiles): FileStore {
  if (config.s3) return createS3FileStore(config.s3, temp);
  return createLocalFileStore(path.join(config.dataDir, 'files'));
}
