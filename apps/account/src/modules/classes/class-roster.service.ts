import { randomInt } from 'node:crypto';
import {
  ADMIN_MESSAGES,
  AppError,
  type ManagedClass,
  type NewStudentAccount,
  ROLE,
  ROSTER_MESSAGES,
  type RosterEntry,
  SCHOOL_MESSAGES,
} from '@essay/contracts';
import { listUnder, type Db } from '@essay/db';
import type { AccountContext, Caller } from '../../context.ts';
import { requireRole } from '../../http/policy.ts';
import { hashPassword } from '../auth/passwords.ts';
import { revokeUserTokens } from '../auth/tokens.repository.ts';
import * as users from '../users/users.repository.ts';
import * as roster from './class-roster.repository.ts';
import * as classes from './classes.repository.ts';
import { changeableClass, mayChange } from './classes.service.ts';

// No 0/O, 1/I/L: a printed sheet is read by children and typed by hand.
const READABLE = 'abcdefghjkmnpqrstuvwxyz23456789';

function readable(length: number): string {
  return Array.from({ length }, () => READABLE[randomInt(READABLE.length)]).join('');
}

/** 12 readable characters (about 59 bits) in groups of four: long enough for the password policy. */
export function initialPassword(): string {
  return [readable(4), readable(4), readable(4)].join('-');
}

/**
 * Class management: a teacher sees and changes the classes they made, the school admin every
 * class of the school. Another school's class is not found (404), another teacher's is 403.
 */
export async function listManagedClasses(
  ctx: AccountContext,
  caller: Caller,
): Promise<ManagedClass[]> {
  requireRole(caller, 'teacher', 'admin');
  const rows = await roster.listManagedClasses(
    ctx.db,
    caller.schoolId,
    caller.role === ROLE.admin ? null : caller.userId,
  );
  return rows.map((row) => ({
    id: row.id,
    cls_name: row.cls_name,
    teacher_id: row.created_by,
    teacher_name: row.teacher_name,
    student_count: row.student_count,
    ...(mayChange(caller, row) ? { code: row.code } : {}),
  }));
}

/** The students of a class the caller may change. */
export const listClassStudents = listUnder(changeableClass, roster.listClassStudents);

/** Refuses a seat number another student of the class has (409). */
async function requireFreeSeat(db: Db, classId: number, seatNo: number | null, userId: number) {
  if (seatNo !== null && (await roster.isSeatTaken(db, classId, seatNo, userId)))
    throw new AppError('conflict', ROSTER_MESSAGES.seatTaken, { seat_no: seatNo });
}

/**
 * Makes a student account per roster entry (role student, active in the caller's school) and
 * puts it in the class at its seat number, if one was given. A paper-only student is such an
 * entry too: every roster entry is an account, so essays are linked by account id (issue 41).
 * Usernames are generated (`s` + 7 readable characters), passwords too; both are answered once
 * so the teacher can print them. All accounts are made or none.
 */
export async function addStudents(
  ctx: AccountContext,
  caller: Caller,
  classId: number,
  entries: RosterEntry[],
): Promise<NewStudentAccount[]> {
  await changeableClass(ctx, caller, classId);
  const prepared: { nickname: string; seat: number | null; password: string; hash: string }[] = [];
  // One scrypt hash at a time: each takes 32 MiB.
  for (const entry of entries) {
    const password = initialPassword();
    prepared.push({
      nickname: entry.name,
      seat: entry.seat_no,
      password,
      hash: await hashPassword(password),
    });
  }
  return ctx.db.transaction(async (tx) => {
    const made: NewStudentAccount[] = [];
    for (const student of prepared) {
      let id: number | null = null;
      let username = '';
      // A taken username (one in 31^7) is simply drawn again.
      while (id === null) {
        username = `s${readable(7)}`;
        id = await users.insertUser(tx, {
          schoolId: caller.schoolId,
          username,
          passwordHash: student.hash,
          email: '',
          role: ROLE.student,
          nickname: student.nickname,
          memberStatus: 'active',
          createdBy: caller.userId,
        });
      }
      await classes.addMember(tx, classId, id);
      await requireFreeSeat(tx, classId, student.seat, id);
      if (student.seat !== null) await roster.setSeat(tx, classId, id, student.seat);
      made.push({
        id,
        username,
        nickname: student.nickname,
        seat_no: student.seat,
        password: student.password,
      });
    }
    return made;
  });
}

/** Refuses, as not found, a student the class (or the caller's school) does not have. */
function studentFound(found: boolean): asserts found {
  if (!found) throw new AppError('not_found', ADMIN_MESSAGES.studentNotFound);
}

/**
 * A step on one student of a class the caller may change: the class is checked first, then the
 * roster statement runs; when it finds no such student of the class, 404.
 */
function onClassStudent(step: (db: Db, classId: number, userId: number) => Promise<boolean>) {
  return async (ctx: AccountContext, caller: Caller, classId: number, userId: number) => {
    await changeableClass(ctx, caller, classId);
    studentFound(await step(ctx.db, classId, userId));
  };
}

const requireClassStudent = onClassStudent(roster.isClassStudent);

/** Moves a student between two classes the caller may change. */
export async function moveStudent(
  ctx: AccountContext,
  caller: Caller,
  userId: number,
  fromId: number,
  toId: number,
): Promise<void> {
  await changeableClass(ctx, caller, fromId);
  await changeableClass(ctx, caller, toId);
  if (fromId === toId) throw new AppError('conflict', ADMIN_MESSAGES.sameClass);
  studentFound(await roster.isClassStudent(ctx.db, fromId, userId));
  await ctx.db.transaction(async (tx) => {
    await roster.removeMember(tx, fromId, userId);
    await classes.addMember(tx, toId, userId);
  });
}

/** Sets (or, with null, clears) a student's seat number in a class the caller may change. */
export async function setStudentSeat(
  ctx: AccountContext,
  caller: Caller,
  classId: number,
  userId: number,
  seatNo: number | null,
): Promise<void> {
  await requireClassStudent(ctx, caller, classId, userId);
  await requireFreeSeat(ctx.db, classId, seatNo, userId);
  await roster.setSeat(ctx.db, classId, userId, seatNo);
}

/** Takes a student out of the class; the account and its essays stay. */
export const removeStudent = onClassStudent(roster.removeMember);

/**
 * A new initial password for a student of the class; the student's sessions end. A teacher may do
 * it only for an account their own roster made (issue 27: a teacher could otherwise take over a
 * student who joined their class by code); anyone else's is the school admin's to reset.
 */
export async function resetStudentPassword(
  ctx: AccountContext,
  caller: Caller,
  classId: number,
  userId: number,
): Promise<NewStudentAccount> {
  await requireClassStudent(ctx, caller, classId, userId);
  const student = await users.findUserById(ctx.db, userId);
  studentFound(student?.school_id === caller.schoolId);
  if (caller.role !== ROLE.admin && student.created_by !== caller.userId)
    throw new AppError('forbidden', SCHOOL_MESSAGES.onlyAdminResets);
  const password = initialPassword();
  await users.updatePasswordHash(ctx.db, userId, await hashPassword(password));
  await revokeUserTokens(ctx.db, userId);
  const seat = (await roster.listClassStudents(ctx.db, classId)).find((s) => s.id === userId);
  return {
    id: student.id,
    username: student.username,
    nickname: student.nickname,
    seat_no: seat?.seat_no ?? null,
    password,
  };
}
