/**
 * The platform operator's schools (issue 41, decision 0071):
 *   npm run account:schools -- list
 *   npm run account:schools -- remove --school ID [--with-members]
 * `list` prints every school with its members (active, waiting, removed or rejected), classes and
 * whether members have points history. `remove` deletes an empty or mistaken school; it refuses
 * one with members unless `--with-members` (their accounts go too), and always one with homework,
 * essays or points history. It runs here, not in apps/account, because essays are the product's.
 * On PGlite the server must be stopped (it holds the database); on PostgreSQL it runs beside it.
 * Exit codes: 0 done, 1 refused, 2 wrong use, 3 the database is in use.
 */
import { parseArgs } from 'node:util';
import { listSchools, migrateAccount, removeSchool, type SchoolOverview } from '@essay/account';
import { DatabaseLockedError, openDatabase } from '@essay/db';
import { migrateApi } from '../app.ts';
import { readApiConfig } from '../config.ts';
import { schoolHasProductData } from '../modules/schools/school-data.repository.ts';

const USAGE =
  'usage: npm run account:schools -- list\n       npm run account:schools -- remove --school ID [--with-members]';
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { school: { type: 'string' }, 'with-members': { type: 'boolean', default: false } },
});
const [command] = positionals;
const schoolId = Number(values.school);
if (command !== 'list' && !(command === 'remove' && Number.isInteger(schoolId) && schoolId > 0)) {
  console.error(USAGE);
  process.exit(2);
}

function describe(s: SchoolOverview): string {
  return `${s.id}\t${s.name}\t${s.active} active, ${s.pending} waiting, ${s.former} removed or rejected, ${s.classes} classes${s.with_points ? `, ${s.with_points} with points history` : ''}\tsince ${s.created_at.slice(0, 10)}`;
}

const config = readApiConfig();
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }).catch(
  (error: unknown) => {
    if (!(error instanceof DatabaseLockedError)) throw error;
    console.error(
      `The server (pid ${error.pid}) holds the database: stop it first, or run this against PostgreSQL. Nothing was changed.`,
    );
    process.exit(3);
  },
);
let exitCode = 0;
try {
  await migrateAccount(db);
  await migrateApi(db);
  if (command === 'list') {
    for (const school of await listSchools(db)) console.log(describe(school));
  } else {
    const result = await removeSchool(db, schoolId, {
      withMembers: values['with-members'],
      hasProductData: schoolHasProductData,
    });
    const refusals = {
      not_found: `No school ${schoolId}.`,
      has_members:
        'It has members. Run again with --with-members to delete their accounts with the school.',
      has_points: 'Its members have points history, which is kept: it cannot be removed.',
      has_product_data:
        'It has homework or essays: the school administrator deletes them first (with their files).',
    } as const;
    if (result.outcome === 'removed') console.log(`Removed: ${describe(result.school)}`);
    else {
      console.error(`Not removed. ${refusals[result.outcome]}`);
      if (result.outcome !== 'not_found') console.error(describe(result.school));
      exitCode = 1;
    }
  }
} finally {
  await db.close();
}
process.exit(exitCode);
