import type { AccountContext } from './context.ts';
import { hashPassword } from './modules/auth/passwords.ts';
import { addMember, insertClass, listSchoolClasses } from './modules/classes/classes.repository.ts';
import { creditPoints } from './modules/points/ledger.service.ts';
import { findOrCreateSchool, findUserByUsername, insertUser } from './modules/users/users.repository.ts';

export const DEMO_SCHOOL = 'Demo School';
export const DEMO_PASSWORD = 'demo-password';
export const DEMO_USERS = [
  { username: 'demo-teacher', role: 22, nickname: 'Demo Teacher' },
  { username: 'demo-student', role: 21, nickname: 'Demo Student' },
  { username: 'demo-admin', role: 23, nickname: 'Demo Admin' },
] as const;

export interface DemoAccounts {
  schoolId: number;
  classId: number;
  users: Record<(typeof DEMO_USERS)[number]['username'], number>;
  created: boolean;
}

/** Seeds the demo school once: a teacher with 100 points, a student in a class, an admin. */
export async function seedAccountDemo(ctx: AccountContext): Promise<DemoAccounts> {
  const schoolId = await findOrCreateSchool(ctx.db, DEMO_SCHOOL);
  const users = {} as DemoAccounts['users'];
  let created = false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const demo of DEMO_USERS) {
    const existing = await findUserByUsername(ctx.db, demo.username);
    const id =
      existing?.id ??
      (await insertUser(ctx.db, { schoolId, username: demo.username, passwordHash, email: `${demo.username}@example.edu.tw`, role: demo.role, nickname: demo.nickname }));
    if (!existing) created = true;
    users[demo.username] = id!;
  }
  let classId = (await listSchoolClasses(ctx.db, schoolId))[0]?.id;
  if (classId === undefined) {
    classId = (await insertClass(ctx.db, schoolId, 'Class 701', 'DEMO01', users['demo-teacher'])).id;
    await addMember(ctx.db, classId, users['demo-student']);
  }
  await creditPoints(ctx.db, { userId: users['demo-teacher'], points: 100, serviceType: 'seed', idempotencyKey: 'seed:demo-teacher' });
  return { schoolId, classId, users, created };
}
