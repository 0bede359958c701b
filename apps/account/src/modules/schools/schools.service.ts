import { randomInt, timingSafeEqual } from 'node:crypto';
import {
  AppError,
  cleanSchoolName,
  type MemberStatus,
  ROLE,
  type RoleCode,
  SCHOOL_MESSAGES,
  schoolNameKey,
} from '@essay/contracts';
import type { Db } from '@essay/db';
import type { AccountContext, Caller } from '../../context.ts';
import { requireRole } from '../../http/policy.ts';
import { findClassByCode } from '../classes/classes.repository.ts';
import * as schools from './schools.repository.ts';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** 10 characters of 32: 50 bits, far beyond guessing through a throttled registration form. */
const INVITE_CODE_LENGTH = 10;

function newInviteCode(): string {
  return Array.from(
    { length: INVITE_CODE_LENGTH },
    () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)],
  ).join('');
}

function sameCode(given: string, expected: string | null): boolean {
  if (!expected) return false;
  const a = Buffer.from(given.trim().toUpperCase());
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export interface SchoolMembership {
  schoolId: number;
  role: RoleCode | null;
  memberStatus: MemberStatus;
  /** The class whose join code came with the form: the new student is put in it. */
  classId?: number;
}

/**
 * Registration's school part. An unknown name creates the school and its first user becomes its
 * admin; a known one (by key: look-alike names are one school) makes the user wait for that
 * admin, unless a code comes with the form. The code says the role (issue 27): the school's
 * teacher invitation makes an active teacher, a class's join code an active student of that
 * class, and nothing else makes a teacher without the admin.
 */
export async function joinSchool(
  db: Db,
  schoolName: string,
  inviteCode: string | undefined,
): Promise<SchoolMembership> {
  const key = schoolNameKey(schoolName);
  if (key === '')
    throw new AppError('invalid_input', 'School name is required', { field: 'sch_name' });
  const existing = await schools.findSchoolByKey(db, key);
  if (!existing) {
    const schoolId = await schools.insertSchool(db, cleanSchoolName(schoolName), key);
    if (schoolId !== undefined) return { schoolId, role: ROLE.admin, memberStatus: 'active' };
    return joinSchool(db, schoolName, inviteCode);
  }
  if (inviteCode === undefined || inviteCode.trim() === '') {
    return { schoolId: existing.id, role: null, memberStatus: 'pending' };
  }
  if (sameCode(inviteCode, existing.invite_code))
    return { schoolId: existing.id, role: ROLE.teacher, memberStatus: 'active' };
  const joined = await findClassByCode(db, existing.id, inviteCode.trim());
  if (!joined)
    throw new AppError('invalid_input', SCHOOL_MESSAGES.badInviteCode, { field: 'invite_code' });
  return { schoolId: existing.id, role: ROLE.student, memberStatus: 'active', classId: joined.id };
}

/** The school's invitation code, made on first ask. */
export async function getInviteCode(ctx: AccountContext, caller: Caller): Promise<string> {
  requireRole(caller, 'admin');
  const current = await schools.findInviteCode(ctx.db, caller.schoolId);
  return current ?? schools.storeInviteCode(ctx.db, caller.schoolId, newInviteCode(), true);
}

/** A new invitation code; the old one stops working at once. */
export async function regenerateInviteCode(ctx: AccountContext, caller: Caller): Promise<string> {
  requireRole(caller, 'admin');
  return schools.storeInviteCode(ctx.db, caller.schoolId, newInviteCode(), false);
}

/** School data is for active members only: a pending or rejected user is refused (403). */
export function requireActiveMember(caller: Caller): void {
  if (caller.memberStatus === 'pending') throw new AppError('forbidden', SCHOOL_MESSAGES.pending);
  if (caller.memberStatus === 'rejected') throw new AppError('forbidden', SCHOOL_MESSAGES.rejected);
  if (caller.memberStatus === 'removed') throw new AppError('forbidden', SCHOOL_MESSAGES.removed);
}
