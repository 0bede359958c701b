import { randomInt, timingSafeEqual } from 'node:crypto';
import {
  AppError,
  cleanSchoolName,
  type MemberStatus,
  type PendingMember,
  ROLE,
  SCHOOL_MESSAGES,
  schoolNameKey,
} from '@essay/contracts';
import type { Db } from '@essay/db';
import type { AccountContext, Caller } from '../../context.ts';
import { requireRole } from '../../http/policy.ts';
import * as schools from './schools.repository.ts';
import { recordEvent, type Actor } from '../audit/audit.service.ts';

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
  role: typeof ROLE.admin | null;
  memberStatus: MemberStatus;
}

/**
 * Registration's school part. An unknown name creates the school and its first user becomes its
 * admin; a known one (by key: look-alike names are one school) makes the user wait for that
 * admin, unless the school's invitation code comes with the form.
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
  if (!sameCode(inviteCode, existing.invite_code)) {
    throw new AppError('invalid_input', SCHOOL_MESSAGES.badInviteCode, { field: 'invite_code' });
  }
  return { schoolId: existing.id, role: null, memberStatus: 'active' };
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

export async function listPendingMembers(
  ctx: AccountContext,
  caller: Caller,
): Promise<PendingMember[]> {
  requireRole(caller, 'admin');
  return schools.listPendingMembers(ctx.db, caller.schoolId);
}

/**
 * Approves (`active`) or rejects a pending member of the admin's own school; either decision
 * leaves a `role.change` row with the new status on the school's trail.
 */
export async function decideMember(
  ctx: AccountContext,
  actor: Actor,
  userId: number,
  status: 'active' | 'rejected',
): Promise<void> {
  const { caller } = actor;
  requireRole(caller, 'admin');
  const found = await schools.decidePendingMember(ctx.db, caller.schoolId, userId, status);
  if (!found) throw new AppError('not_found', SCHOOL_MESSAGES.memberNotFound);
  await recordEvent(ctx.db, actor, {
    action: 'role.change',
    subjectId: userId,
    detail: { member_status: status },
  });
}

/** School data is for active members only: a pending or rejected user is refused (403). */
export function requireActiveMember(caller: Caller): void {
  if (caller.memberStatus === 'pending') throw new AppError('forbidden', SCHOOL_MESSAGES.pending);
  if (caller.memberStatus === 'rejected') throw new AppError('forbidden', SCHOOL_MESSAGES.rejected);
}
