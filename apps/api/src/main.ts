import { openDatabase } from '@essay/db';
import { readApiConfig } from './config.ts';
import { listenForBackupRequests } from './backup/backup-request.ts';
import { seedDemo } from './seed.ts';
import { buildPlatform } from './server.ts';

const config = readApiConfig();
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const { app, ctx } = await buildPlatform(db, config);
listenForBackupRequests(db, ctx.files, config, (line) => app.log.info(line));
if (config.seedDemo && !config.accountServiceUrl) {
  const lines = await seedDemo(db, config);
  console.log(`\n${lines.join('\n')}\n`);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => db.close()).finally(() => process.exit(0));
  });
}
await app.listen({ port: config.port, host: config.host });
console.log(`Essay homework platform on http://localhost:${config.port}  (database: ${db.kind}${db.kind === 'pglite' ? ` in ${config.dataDir}` : ''})`);
