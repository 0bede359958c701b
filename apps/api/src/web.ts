/**
 * npm run web — the API, the account service and the SPA without workers: any number of these
 * behind a load balancer, on the shared PostgreSQL (DATABASE_URL) and file store (S3_*).
 * Every bit of state (tokens, sign-in codes, throttling, link key, jobs) is in the database.
 */
import { openDatabase } from '@essay/db';
import { readApiConfig } from './config.ts';
import { serve } from './serve.ts';

const config = readApiConfig();
if (!config.databaseUrl) {
  console.error(
    'npm run web needs DATABASE_URL (PostgreSQL): PGlite is one process; use npm start.',
  );
  process.exit(2);
}
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await serve(db, config, { workers: false });
const files = config.s3 ? `bucket ${config.s3.bucket}` : 'files in DATA_DIR';
console.log(`Web process on http://localhost:${config.port} (PostgreSQL, ${files})`);
