import type { AccountClient } from '@essay/account';
import type { Db } from '@essay/db';
import type { ApiConfig } from './config.ts';

export interface ApiContext {
  db: Db;
  config: ApiConfig;
  account: AccountClient;
}
