import type { AccountClient } from '@essay/account';
import type { Db, JobQueue } from '@essay/db';
import type { ApiConfig } from './config.ts';
import type { FileStore } from './storage/file-store.ts';
import type { TempFiles } from './storage/temp-files.ts';
import type { UrlSigner } from './storage/signed-urls.ts';

export interface ApiContext {
  db: Db;
  config: ApiConfig;
  account: AccountClient;
  files: FileStore;
  /** Local scratch files of this process (uploads being checked, copies for libraries). */
  temp: TempFiles;
  urls: UrlSigner;
  jobs: JobQueue;
}
