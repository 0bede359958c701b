/**
 * npm run retention:dry-run [-- --at 2030-08-02]   prints what the nightly retention run would
 * delete (now, or at the given day), and deletes nothing. On PGlite the server must be stopped
 * (it holds the database); on PostgreSQL it runs beside the servers.
 * Exit codes: 0 printed, 2 wrong use, 3 the database is in use.
 */
import { parseArgs } from 'node:util';
import { DatabaseLockedError, openDatabase } from '@essay/db';
import { migrateApi } from '../app.ts';
import { readApiConfig } from '../config.ts';
import { findExpired } from '../modules/retention/retention.service.ts';

const { values } = parseArgs({ options: { at: { type: 'string' } } });
const at = values.at ? new Date(`${values.at}T00:00:00+08:00`) : new Date();
if (Number.isNaN(at.getTime())) {
  console.error('usage: npm run retention:dry-run [-- --at YYYY-MM-DD]');
  process.exit(2);
}
const config = readApiConfig();
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }).catch(
  (error: unknown) => {
    if (!(error instanceof DatabaseLockedError)) throw error;
    console.error(
      `The server (pid ${error.pid}) holds the database: stop it first, or run this against PostgreSQL.`,
    );
    process.exit(3);
  },
);
try {
  await migrateApi(db); // the tables the server would make on its first start; deletes nothing
  const expired = await findExpired(db, at);
  console.log(
    `Retention dry run at ${at.toISOString()}: ${expired.length} homework past their keeping time.`,
  );
  for (const h of expired) {
    console.log(
      `school ${h.school_id} · homework ${h.id} · deadline ${new Date(h.deadline).toISOString().slice(0, 10)} · expired ${new Date(h.expires_at).toISOString().slice(0, 10)} · ` +
        `${h.article_ids.length} essays (with reports and page images), ${h.file_ids.length} unarranged files, the student name list`,
    );
  }
  const essays = expired.reduce((n, h) => n + h.article_ids.length, 0);
  console.log(
    `Would delete ${essays} essays and ${expired.reduce((n, h) => n + h.file_ids.length, 0)} unarranged files. Nothing was deleted.`,
  );
} finally {
  await db.close();
}
