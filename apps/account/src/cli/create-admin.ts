import { parseArgs } from 'node:util';
import { DatabaseLockedError, openDatabase, type Db } from '@essay/db';
import { RegisterFormSchema, ROLE, schoolNameKey } from '@essay/contracts';
import { createAccountContext, migrateAccount } from '../app.ts';
import { readAccountConfig } from '../config.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import {
  findOrCreateSchool,
  findUserByUsername,
  insertUser,
  setRole,
} from '../modules/users/users.repository.ts';

/** `npm run account:admin -- --username U --password P --school S`: the only way to make an admin (23). */
const { values } = parseArgs({
  options: {
    username: { type: 'string' },
    password: { type: 'string' },
    school: { type: 'string' },
    email: { type: 'string' },
  },
});
const form = RegisterFormSchema.safeParse({
  username: values.username,
  password: values.password,
  email: values.email ?? `${values.username ?? 'admin'}@example.edu.tw`,
  sch_name: values.school,
});
if (!form.success || schoolNameKey(form.data.sch_name) === '') {
  console.error(
    `Usage: npm run account:admin -- --username U --password P --school S\n${(form.error?.issues ?? [{ path: ['sch_name'], message: 'School name is required' }]).map((i) => `${i.path.join('.')}: ${i.message}`).join('\n')}`,
  );
  process.exit(2);
}
const config = readAccountConfig();
/** Exit code when the server holds the PGlite data directory: nothing was written. */
const EXIT_SERVER_RUNNING = 3;
let db: Db;
try {
  db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
} catch (error) {
  if (!(error instanceof DatabaseLockedError)) throw error;
  console.error(
    `The server (process ${error.pid}) is using the database in ${config.dataDir}. PGlite serves one process only: ` +
      'stop the server first (Ctrl+C), run this command again, then start the server. Nothing was changed.',
  );
  process.exit(EXIT_SERVER_RUNNING);
}
await migrateAccount(db);
const ctx = createAccountContext(db, config);
const existing = await findUserByUsername(db, form.data.username);
if (existing) {
  await setRole(db, existing.id, ROLE.admin);
  console.log(`${existing.username} is now an admin of ${existing.sch_name}`);
} else {
  const schoolId = await findOrCreateSchool(ctx.db, form.data.sch_name);
  await insertUser(db, {
    schoolId,
    username: form.data.username,
    passwordHash: await hashPassword(form.data.password),
    email: form.data.email,
    role: ROLE.admin,
  });
  console.log(`Admin ${form.data.username} created for ${form.data.sch_name}`);
}
await db.close();
