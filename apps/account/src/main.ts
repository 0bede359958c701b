import { openDatabase } from '@essay/db';
import { buildAccountServer } from './app.ts';
import { readAccountConfig } from './config.ts';

/** `npm run account`: the account service as its own process (scale-out deployments). */
const config = readAccountConfig();
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const app = await buildAccountServer(db, config);
await app.listen({ port: config.port, host: '0.0.0.0' });
