import { createHash, randomBytes } from 'node:crypto';
import {
  AppError,
  type LoginForm,
  type RegisterForm,
  SCHOOL_MESSAGES,
  type SchoolJoinForm,
} from '@essay/contracts';
import type { AccountContext, Caller } from '../../context.ts';
import { assertStrongPassword } from './password-policy.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.ts';
import * as signInCodes from './sign-in-codes.repository.ts';
import { admitLoginAttempt, THROTTLE_MESSAGES } from './sign-in-throttle.ts';
import * as tokens from './tokens.repository.ts';
import * as users from '../users/users.repository.ts';
import { addMember } from '../classes/classes.repository.ts';
import { recordJoin } from '../audit/audit.service.ts';
import { joinSchool } from '../schools/school-admission.ts';

export const MESSAGES = {
  usernameTaken: 'Username is already taken',
  badCredentials: 'Incorrect username or password',
  tooManyAttempts: THROTTLE_MESSAGES.tooManyAttempts,
  signInRequired: 'Please sign in again',
  signInCodeInvalid: 'This sign-in link is no longer valid. Please sign in again.',
} as const;

/** Tokens and sign-in codes are stored as their SHA-256: a copy of the table signs no one in. */
function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function issueToken(ctx: AccountContext, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tokens.insertToken(
    ctx.db,
    hashToken(token),
    userId,
    new Date(Date.now() + ctx.config.tokenTtlMs),
  );
  return token;
}

/**
 * Makes the account in the school its form names (school-admission.ts: a code decides the school)
 * and records how it came in on that school's trail, in the same transaction.
 */
export async function registerUser(
  ctx: AccountContext,
  form: RegisterForm,
  school: SchoolJoinForm,
  address: string,
): Promise<{ token: string }> {
  const passwordHash = await hashPassword(form.password);
  const userId = await ctx.db.transaction(async (tx) => {
    const joined = await joinSchool(tx, school, { address, limits: ctx.config.signInLimits });
    const id = await users.insertUser(tx, {
      schoolId: joined.schoolId,
      username: form.username,
      passwordHash,
      email: form.email,
      role: joined.role,
      memberStatus: joined.memberStatus,
    });
    if (id === null) return null;
    if (joined.classId !== undefined) await addMember(tx, joined.classId, id);
    await recordJoin(tx, {
      schoolId: joined.schoolId,
      userId: id,
      address,
      detail: { by: joined.joinedBy, role: joined.role, class_id: joined.classId ?? null },
    });
    return id;
  });
  if (userId === null)
    throw new AppError('conflict', MESSAGES.usernameTaken, { field: 'username' });
  return { token: await issueToken(ctx, userId) };
}

/**
 * A removed or rejected member has no school to sign in to (issue 41): told so only after the
 * right password, so the answer says nothing about an account to a guesser.
 */
function refuseFormerMember(status: string): void {
  if (status === 'removed') throw new AppError('forbidden', SCHOOL_MESSAGES.removed);
  if (status === 'rejected') throw new AppError('forbidden', SCHOOL_MESSAGES.rejected);
}

/**
 * Signs in. The attempt is counted before the password is checked (see sign-in-throttle.ts), and
 * an unknown username costs the same scrypt work as a wrong password.
 */
export async function loginUser(
  ctx: AccountContext,
  form: LoginForm,
  address: string,
): Promise<{ token: string }> {
  const user = await users.findUserByUsername(ctx.db, form.username);
  const admission = await admitLoginAttempt(ctx, form.username, address, user !== undefined);
  const valid = user
    ? await verifyPassword(form.password, user.password_hash)
    : await verifyAgainstDummy(form.password);
  if (!user || !valid) throw new AppError('unauthorized', MESSAGES.badCredentials);
  await admission.succeeded();
  refuseFormerMember(user.member_status);
  return { token: await issueToken(ctx, user.id) };
}

/**
 * The sign-in pages send the browser back with a code instead of the token that sign-in just
 * issued: the token never leaves the server (it is revoked here); the code lives
 * `signInCodeTtlSeconds` (60 s by default) and is exchanged once, by POST, for a fresh token.
 */
export async function tradeTokenForSignInCode(ctx: AccountContext, token: string): Promise<string> {
  const userId = await tokens.findLiveTokenUser(ctx.db, hashToken(token));
  if (userId === undefined) throw new AppError('unauthorized', MESSAGES.signInRequired);
  await tokens.revokeToken(ctx.db, hashToken(token));
  const code = randomBytes(32).toString('base64url');
  await signInCodes.insertSignInCode(
    ctx.db,
    hashToken(code),
    userId,
    ctx.config.signInCodeTtlSeconds,
  );
  return code;
}

export async function exchangeSignInCode(
  ctx: AccountContext,
  code: string,
): Promise<{ token: string; username: string }> {
  const userId = await signInCodes.useSignInCode(ctx.db, hashToken(code));
  const user = userId === undefined ? undefined : await users.findUserById(ctx.db, userId);
  if (!user || user.member_status === 'removed' || user.member_status === 'rejected')
    throw new AppError('invalid_input', MESSAGES.signInCodeInvalid, { field: 'code' });
  return { token: await issueToken(ctx, user.id), username: user.username };
}

export async function logoutToken(ctx: AccountContext, token: string): Promise<void> {
  await tokens.revokeToken(ctx.db, hashToken(token));
}

/** The caller behind a bearer token, or an `unauthorized` error. */
export async function authenticate(
  ctx: AccountContext,
  token: string | undefined,
): Promise<Caller> {
  if (!token) throw new AppError('unauthorized', MESSAGES.signInRequired);
  const user = await tokens.findLiveTokenCaller(ctx.db, hashToken(token));
  if (!user) throw new AppError('unauthorized', MESSAGES.signInRequired);
  return {
    userId: user.id,
    schoolId: user.school_id,
    role: user.role,
    username: user.username,
    memberStatus: user.member_status,
  };
}

export async function changePassword(
  ctx: AccountContext,
  caller: Caller,
  token: string,
  oldPassword: string,
  newPassword: string,
): Promise<void> {
  assertStrongPassword(newPassword, caller.username, 'password_new');
  const user = await users.findUserById(ctx.db, caller.userId);
  if (!user || !(await verifyPassword(oldPassword, user.password_hash))) {
    throw new AppError('invalid_input', 'Old password is incorrect', { field: 'password_old' });
  }
  await users.updatePasswordHash(ctx.db, caller.userId, await hashPassword(newPassword));
  // Other sessions end with the old password; the one that changed it stays signed in.
  await tokens.revokeUserTokens(ctx.db, caller.userId, hashToken(token));
}
