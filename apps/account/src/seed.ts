import { ROLE } from '@essay/contracts';
import { randomBytes } from 'node:crypto';
import type { AccountContext } from './context.ts';
import { hashPassword, verifyPassword } from './modules/auth/passwords.ts';
import { addMember, insertClass, listSchoolClasses } from './modules/classes/classes.repository.ts';
import { creditPoints } from './modules/points/ledger.service.ts';
import {
  findOrCreateSchool,
  findUserByUsername,
  insertUser,
  updatePasswordHash,
} from './modules/users/users.repository.ts';

export const DEMO_SCHOOL = 'Demo School';
/** The password earlier versions published; a demo user still having it gets a random one. */
const PUBLISHED_DEMO_PASSWORD = 'demo-password';
export const DEMO_USERS = [
  { username: 'demo-teacher', role: ROLE.teacher, nickname: 'Demo Teacher' },
  { username: 'demo-student', role: ROLE.student, nickname: 'Demo Student' },
  { username: 'demo-admin', role: ROLE.admin, nickname: 'Demo Admin' },
] as const;
export type DemoUsername = (typeof DEMO_USERS)[number]['username'];

export interface DemoAccounts {
  schoolId: number;
  classId: number;
  users: Record<DemoUsername, number>;
  /** Passwords set by this run (new users, or published passwords replaced): shown once. */
  newPasswords: Partial<Record<DemoUsername, string>>;
}

function randomPassword(): string {
  return randomBytes(12).toString('base64url');
}

/**
 * Seeds the demo school once: a teacher with 100 points, a student in a class, an admin. Passwords
 * are random (never published) unless `fixedPassword` is given, which only test setups do.
 */
export async function seedAccountDemo(
  ctx: AccountContext,
  options: { fixedPassword?: string | undefined } = {},
): Promise<DemoAccounts> {
  const schoolId = await findOrCreateSchool(ctx.db, DEMO_SCHOOL);
  const users = {} as DemoAccounts['users'];
  const newPasswords: DemoAccounts['newPasswords'] = {};
  for (const demo of DEMO_USERS) {
    const existing = await findUserByUsername(ctx.db, demo.username);
    const password = options.fixedPassword ?? randomPassword();
    if (!existing) {
      const passwordHash = await hashPassword(password);
      const id = await insertUser(ctx.db, {
        schoolId,
        username: demo.username,
        passwordHash,
        email: `${demo.username}@example.edu.tw`,
        role: demo.role,
        nickname: demo.nickname,
      });
      users[demo.username] = id!;
      newPasswords[demo.username] = password;
    } else {
      users[demo.username] = existing.id;
      if (await verifyPassword(PUBLISHED_DEMO_PASSWORD, existing.password_hash)) {
        await updatePasswordHash(ctx.db, existing.id, await hashPassword(password));
        newPasswords[demo.username] = password;
      }
    }
  }
  let classId = (await listSchoolClasses(ctx.db, schoolId))[0]?.id;
  if (classId === undefined) {
    classId = (await insertClass(ctx.db, schoolId, 'Class 701', 'DEMO01', users['demo-teacher']))
      .id;
    await addMember(ctx.db, classId, users['demo-student']);
  }
  await creditPoints(ctx.db, {
    userId: users['demo-teacher'],
    points: 100,
    serviceType: 'seed',
    idempotencyKey: 'seed:demo-teacher',
  });
  return { schoolId, classId, users, newPasswords };
}
