import { openDatabase } from '@essay/db';
import { readApiConfig } from './config.ts';
import { listenForBackupRequests } from './backup/backup-request.ts';
import { serve } from './serve.ts';

const config = readApiConfig();
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await serve(db, config, {
  workers: true,
  started: ({ app, ctx }) =>
    listenForBackupRequests(db, ctx.files, config, (line) => app.log.info(line)),
});
const where = db.kind === 'pglite' ? ` in ${config.dataDir}` : '';
console.log(
  `Essay homework platform on http://localhost:${config.port}  (database: ${db.kind}${where})`,
);
