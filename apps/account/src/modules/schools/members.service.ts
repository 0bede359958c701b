import {
  AppError,
  type PendingMember,
  type RoleCode,
  SCHOOL_MESSAGES,
  type SchoolMember,
} from '@essay/contracts';
import type { AccountContext, Caller } from '../../context.ts';
import { requireRole } from '../../http/policy.ts';
import { recordEvent, type Actor } from '../audit/audit.service.ts';
import { deleteUserSignInCodes } from '../auth/sign-in-codes.repository.ts';
import { revokeUserTokens } from '../auth/tokens.repository.ts';
import { leaveAllClasses } from '../classes/class-roster.repository.ts';
import * as schools from './schools.repository.ts';

/**
 * The school admin's members page (issue 27): who waits, who is in, with which role. Every call is
 * the admin's, on the admin's own school (another school's member is not found), and every change
 * goes to the school's trail as `role.change`.
 */
export async function listPendingMembers(
  ctx: AccountContext,
  caller: Caller,
): Promise<PendingMember[]> {
  requireRole(caller, 'admin');
  return schools.listMembers(ctx.db, caller.schoolId, 'pending');
}

export async function listSchoolMembers(
  ctx: AccountContext,
  caller: Caller,
): Promise<SchoolMember[]> {
  requireRole(caller, 'admin');
  return schools.listMembers(ctx.db, caller.schoolId, 'active');
}

/**
 * Ends every session of the member and the sign-in codes not yet exchanged (issue 41): the file
 * and report links a session was given carry it, so they stop at once too, not when they expire.
 * The member signs in again, in the new role (or not at all).
 */
async function endSessions(ctx: AccountContext, userId: number): Promise<void> {
  await revokeUserTokens(ctx.db, userId);
  await deleteUserSignInCodes(ctx.db, userId);
}

function memberNotFound(): never {
  throw new AppError('not_found', SCHOOL_MESSAGES.memberNotFound);
}

/** An admin keeps their own role and membership: a school never loses its last admin by a slip. */
function notYourself(caller: Caller, userId: number): void {
  if (caller.userId === userId) throw new AppError('conflict', SCHOOL_MESSAGES.notYourself);
}

/**
 * Approves (`active`, in `role` or else the role the member asked for) or rejects a pending member
 * of the admin's own school.
 */
export async function decideMember(
  ctx: AccountContext,
  actor: Actor,
  userId: number,
  status: 'active' | 'rejected',
  role?: RoleCode,
): Promise<void> {
  const { caller } = actor;
  requireRole(caller, 'admin');
  const decided = await schools.decidePendingMember(
    ctx.db,
    caller.schoolId,
    userId,
    status,
    status === 'active' ? role : undefined,
  );
  if (!decided) memberNotFound();
  if (status === 'rejected') {
    await leaveAllClasses(ctx.db, userId);
    await endSessions(ctx, userId);
  }
  await recordEvent(ctx.db, actor, {
    action: 'role.change',
    subjectId: userId,
    detail: { member_status: status, role: decided.role },
  });
}

/** Gives an approved member of the school another role (student, teacher or admin). */
export async function changeMemberRole(
  ctx: AccountContext,
  actor: Actor,
  userId: number,
  role: RoleCode,
): Promise<void> {
  const { caller } = actor;
  requireRole(caller, 'admin');
  notYourself(caller, userId);
  const member = await schools.findActiveMember(ctx.db, caller.schoolId, userId);
  if (!member || !(await schools.setMemberRole(ctx.db, caller.schoolId, userId, role)))
    memberNotFound();
  if (member.role !== role) await endSessions(ctx, userId);
  await recordEvent(ctx.db, actor, {
    action: 'role.change',
    subjectId: userId,
    detail: { role, from: member.role },
  });
}

/** Takes an approved member out of the school; their sessions end, the account and essays stay. */
export async function removeMember(
  ctx: AccountContext,
  actor: Actor,
  userId: number,
): Promise<void> {
  const { caller } = actor;
  requireRole(caller, 'admin');
  notYourself(caller, userId);
  if (!(await schools.removeActiveMember(ctx.db, caller.schoolId, userId))) memberNotFound();
  await leaveAllClasses(ctx.db, userId);
  await endSessions(ctx, userId);
  await recordEvent(ctx.db, actor, {
    action: 'role.change',
    subjectId: userId,
    detail: { member_status: 'removed' },
  });
}
