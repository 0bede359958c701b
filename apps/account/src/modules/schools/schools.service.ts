import { randomInt } from 'node:crypto';
import { AppError, SCHOOL_MESSAGES } from '@essay/contracts';
import type { AccountContext, Caller } from '../../context.ts';
import { requireRole } from '../../http/policy.ts';
import { recordEvent, type Actor } from '../audit/audit.service.ts';
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

/** The school's invitation code, made on first ask. */
export async function getInviteCode(ctx: AccountContext, caller: Caller): Promise<string> {
  requireRole(caller, 'admin');
  const current = await schools.findInviteCode(ctx.db, caller.schoolId);
  return current ?? schools.storeInviteCode(ctx.db, caller.schoolId, newInviteCode(), true);
}

/** A new invitation code; the old one stops working at once. The trail records the renewal. */
export async function regenerateInviteCode(ctx: AccountContext, actor: Actor): Promise<string> {
  requireRole(actor.caller, 'admin');
  const code = await schools.storeInviteCode(ctx.db, actor.caller.schoolId, newInviteCode(), false);
  await recordEvent(ctx.db, actor, { action: 'invitation.renew' });
  return code;
}

/** School data is for active members only: a pending or rejected user is refused (403). */
export function requireActiveMember(caller: Caller): void {
  if (caller.memberStatus === 'pending') throw new AppError('forbidden', SCHOOL_MESSAGES.pending);
  if (caller.memberStatus === 'rejected') throw new AppError('forbidden', SCHOOL_MESSAGES.rejected);
  if (caller.memberStatus === 'removed') throw new AppError('forbidden', SCHOOL_MESSAGES.removed);
}
