import { openDatabase } from '@essay/db';
import { buildAccountServer } from './app.ts';
import { readAccountConfig } from './config.ts';

/** `npm run account`: the account service as its own process (scale-out deployments). */
const config = readAccountConfig();
const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? './data' });
const app = await buildAccountServer(db, config);
await app.listen({ port: Number(process.env.ACCOUNT_PORT ?? 3001), host: '0.0.0.0' });
