import { parseArgs } from 'node:util';
import { openDatabase } from '@essay/db';
import { RegisterFormSchema } from '@essay/contracts';
import { createAccountContext, migrateAccount } from '../app.ts';
import { readAccountConfig } from '../config.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { findOrCreateSchool, findUserByUsername, insertUser, setRole } from '../modules/users/users.repository.ts';

/** `npm run account:admin -- --username U --password P --school S`: the only way to make an admin (23). */
const { values } = parseArgs({
  options: { username: { type: 'string' }, password: { type: 'string' }, school: { type: 'string' }, email: { type: 'string' } },
});
const form = RegisterFormSchema.safeParse({
  username: values.username,
  password: values.password,
  email: values.email ?? `${values.username ?? 'admin'}@example.edu.tw`,
  sch_name: values.school,
});
if (!form.success) {
  console.error(`Usage: npm run account:admin -- --username U --password P --school S\n${form.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n')}`);
  process.exit(2);
}
const config = readAccountConfig();
const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? './data' });
await migrateAccount(db);
const ctx = createAccountContext(db, config);
const existing = await findUserByUsername(db, form.data.username);
if (existing) {
  await setRole(db, existing.id, 23);
  console.log(`${existing.username} is now an admin of ${existing.sch_name}`);
} else {
  const schoolId = await findOrCreateSchool(ctx.db, form.data.sch_name);
  await insertUser(db, { schoolId, username: form.data.username, passwordHash: await hashPassword(form.data.password), email: form.data.email, role: 23 });
  console.log(`Admin ${form.data.username} created for ${form.data.sch_name}`);
}
await db.close();
