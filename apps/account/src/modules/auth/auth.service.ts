import { createHash, randomBytes } from 'node:crypto';
import { AppError, type LoginForm, type RegisterForm } from '@essay/contracts';
import type { AccountContext, Caller } from '../../context.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import * as tokens from './tokens.repository.ts';
import * as users from '../users/users.repository.ts';
import { joinSchool } from '../schools/schools.service.ts';

export const MESSAGES = {
  usernameTaken: 'Username is already taken',
  badCredentials: 'Incorrect username or password',
  tooManyAttempts: 'Too many sign-in attempts. Please try again later.',
  signInRequired: 'Please sign in again',
} as const;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function issueToken(ctx: AccountContext, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tokens.insertToken(ctx.db, hashToken(token), userId, new Date(Date.now() + ctx.config.tokenTtlMs));
  return token;
}

export async function registerUser(ctx: AccountContext, form: RegisterForm, inviteCode?: string): Promise<{ token: string }> {
  const passwordHash = await hashPassword(form.password);
  const userId = await ctx.db.transaction(async (tx) => {
    const { schoolId, role, memberStatus } = await joinSchool(tx, form.sch_name, inviteCode);
    return users.insertUser(tx, { schoolId, username: form.username, passwordHash, email: form.email, role, memberStatus });
  });
  if (userId === null) throw new AppError('conflict', MESSAGES.usernameTaken, { field: 'username' });
  return { token: await issueToken(ctx, userId) };
}

/** Signs in, refusing after too many recent failures for the account or the address. */
export async function loginUser(ctx: AccountContext, form: LoginForm, address: string): Promise<{ token: string }> {
  const { config, db } = ctx;
  const failures = await tokens.countRecentFailures(db, form.username, address, config.failureWindowMinutes);
  if (failures.byAccount >= config.maxFailuresPerAccount || failures.byAddress >= config.maxFailuresPerAddress) {
    throw new AppError('rate_limited', MESSAGES.tooManyAttempts);
  }
  const user = await users.findUserByUsername(db, form.username);
  if (!user || !(await verifyPassword(form.password, user.password_hash))) {
    await tokens.recordLoginFailure(db, form.username, address);
    throw new AppError('unauthorized', MESSAGES.badCredentials);
  }
  await tokens.clearLoginFailures(db, form.username);
  return { token: await issueToken(ctx, user.id) };
}

export async function logoutToken(ctx: AccountContext, token: string): Promise<void> {
  await tokens.revokeToken(ctx.db, hashToken(token));
}

/** The caller behind a bearer token, or an `unauthorized` error. */
export async function authenticate(ctx: AccountContext, token: string | undefined): Promise<Caller> {
  if (!token) throw new AppError('unauthorized', MESSAGES.signInRequired);
  const userId = await tokens.findLiveTokenUser(ctx.db, hashToken(token));
  const user = userId === undefined ? undefined : await users.findUserById(ctx.db, userId);
  if (!user) throw new AppError('unauthorized', MESSAGES.signInRequired);
  return { userId: user.id, schoolId: user.school_id, role: user.role, username: user.username, memberStatus: user.member_status };
}

export async function changePassword(
  ctx: AccountContext,
  caller: Caller,
  token: string,
  oldPassword: string,
  newPassword: string,
): Promise<void> {
  const user = await users.findUserById(ctx.db, caller.userId);
  if (!user || !(await verifyPassword(oldPassword, user.password_hash))) {
    throw new AppError('invalid_input', 'Old password is incorrect', { field: 'password_old' });
  }
  await users.updatePasswordHash(ctx.db, caller.userId, await hashPassword(newPassword));
  // Other sessions end with the old password; the one that changed it stays signed in.
  await tokens.revokeUserTokens(ctx.db, caller.userId, hashToken(token));
}
