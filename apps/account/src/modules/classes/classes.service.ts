import { randomInt } from 'node:crypto';
import { AppError, type ClassRow } from '@essay/contracts';
import type { AccountContext, Caller } from '../../context.ts';
import { requireRole } from '../../http/policy.ts';
import * as classes from './classes.repository.ts';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CLASS_NOT_FOUND = 'Class not found';

function newClassCode(): string {
  return Array.from({ length: 6 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

/** The caller's school's classes; join codes only for the staff who hand them out. */
export async function listClasses(ctx: AccountContext, caller: Caller): Promise<ClassRow[]> {
  const rows = await classes.listSchoolClasses(ctx.db, caller.schoolId);
  const staff = caller.role === 22 || caller.role === 23;
  return rows.map((row) => (staff ? { id: row.id, cls_name: row.cls_name, code: row.code } : { id: row.id, cls_name: row.cls_name }));
}

export async function listClassIdsOfSchool(ctx: AccountContext, schoolId: number): Promise<number[]> {
  return (await classes.listSchoolClasses(ctx.db, schoolId)).map((row) => row.id);
}

export async function listJoinedClassIds(ctx: AccountContext, userId: number): Promise<number[]> {
  return (await classes.listMemberClasses(ctx.db, userId)).map((row) => row.id);
}

export async function createClass(ctx: AccountContext, caller: Caller, name: string): Promise<ClassRow> {
  requireRole(caller, 'teacher', 'admin');
  const row = await classes.insertClass(ctx.db, caller.schoolId, name, newClassCode(), caller.userId);
  return { id: row.id, cls_name: row.cls_name, code: row.code };
}

export async function editClass(ctx: AccountContext, caller: Caller, id: number, name: string): Promise<void> {
  requireRole(caller, 'teacher', 'admin');
  const row = await classes.findSchoolClass(ctx.db, caller.schoolId, id);
  if (!row) throw new AppError('not_found', CLASS_NOT_FOUND);
  await classes.renameClass(ctx.db, id, name);
}

export async function deleteClass(ctx: AccountContext, caller: Caller, id: number): Promise<void> {
  requireRole(caller, 'teacher', 'admin');
  const row = await classes.findSchoolClass(ctx.db, caller.schoolId, id);
  if (!row) throw new AppError('not_found', CLASS_NOT_FOUND);
  await classes.softDeleteClass(ctx.db, id);
}

export async function joinClass(ctx: AccountContext, caller: Caller, code: string): Promise<ClassRow> {
  requireRole(caller, 'student');
  const row = await classes.findClassByCode(ctx.db, caller.schoolId, code);
  if (!row) throw new AppError('not_found', CLASS_NOT_FOUND);
  await classes.addMember(ctx.db, row.id, caller.userId);
  return { id: row.id, cls_name: row.cls_name };
}
