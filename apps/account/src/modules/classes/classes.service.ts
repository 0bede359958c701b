import { randomInt } from 'node:crypto';
import { AppError, type ClassRow, ROLE, SCHOOL_MESSAGES } from '@essay/contracts';
import type { AccountContext, Caller } from '../../context.ts';
import { requireRole } from '../../http/policy.ts';
import * as classes from './classes.repository.ts';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CLASS_NOT_FOUND = 'Class not found';

function newClassCode(): string {
  return Array.from({ length: 6 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

/** A class is changed only by the teacher who made it or by the school's admin. */
export function mayChange(caller: Caller, row: { created_by: number }): boolean {
  return (
    caller.role === ROLE.admin || (caller.role === ROLE.teacher && row.created_by === caller.userId)
  );
}

/** The caller's school's classes (a student's: their own); a join code only for those who hand it out (its teacher, the admin). */
export async function listClasses(ctx: AccountContext, caller: Caller): Promise<ClassRow[]> {
  // A student's list is "my classes" (spec: my class, join class): the ones they joined.
  if (caller.role === ROLE.student)
    return (await classes.listMemberClasses(ctx.db, caller.userId)).map((row) => ({
      id: row.id,
      cls_name: row.cls_name,
    }));
  const rows = await classes.listSchoolClasses(ctx.db, caller.schoolId);
  return rows.map((row) =>
    mayChange(caller, row)
      ? { id: row.id, cls_name: row.cls_name, code: row.code }
      : { id: row.id, cls_name: row.cls_name },
  );
}

/** The caller's school's class `id`, if the caller may change it: 404 outside the school, 403 inside. */
export async function changeableClass(
  ctx: AccountContext,
  caller: Caller,
  id: number,
): Promise<classes.ClassRecord> {
  requireRole(caller, 'teacher', 'admin');
  const row = await classes.findSchoolClass(ctx.db, caller.schoolId, id);
  if (!row) throw new AppError('not_found', CLASS_NOT_FOUND);
  if (!mayChange(caller, row)) throw new AppError('forbidden', SCHOOL_MESSAGES.notClassOwner);
  return row;
}

export async function listClassIdsOfSchool(
  ctx: AccountContext,
  schoolId: number,
): Promise<number[]> {
  return (await classes.listSchoolClasses(ctx.db, schoolId)).map((row) => row.id);
}

export async function listJoinedClassIds(ctx: AccountContext, userId: number): Promise<number[]> {
  return (await classes.listMemberClasses(ctx.db, userId)).map((row) => row.id);
}

export async function createClass(
  ctx: AccountContext,
  caller: Caller,
  name: string,
): Promise<ClassRow> {
  requireRole(caller, 'teacher', 'admin');
  const row = await classes.insertClass(
    ctx.db,
    caller.schoolId,
    name,
    newClassCode(),
    caller.userId,
  );
  return { id: row.id, cls_name: row.cls_name, code: row.code };
}

export async function editClass(
  ctx: AccountContext,
  caller: Caller,
  id: number,
  name: string,
): Promise<void> {
  await changeableClass(ctx, caller, id);
  await classes.renameClass(ctx.db, id, name);
}

export async function deleteClass(ctx: AccountContext, caller: Caller, id: number): Promise<void> {
  await changeableClass(ctx, caller, id);
  await classes.softDeleteClass(ctx.db, id);
}

/** A new join code for the class; the old one stops working. */
export async function renewClassCode(
  ctx: AccountContext,
  caller: Caller,
  id: number,
): Promise<ClassRow> {
  const row = await changeableClass(ctx, caller, id);
  const code = newClassCode();
  await classes.updateClassCode(ctx.db, id, code);
  return { id: row.id, cls_name: row.cls_name, code };
}

export async function joinClass(
  ctx: AccountContext,
  caller: Caller,
  code: string,
): Promise<ClassRow> {
  requireRole(caller, 'student');
  const row = await classes.findClassByCode(ctx.db, caller.schoolId, code);
  if (!row) throw new AppError('not_found', CLASS_NOT_FOUND);
  await classes.addMember(ctx.db, row.id, caller.userId);
  return { id: row.id, cls_name: row.cls_name };
}
