import { AppError, SCHOOL_MESSAGES } from '@essay/contracts';
import type { Db } from '@essay/db';
import type { SignInLimits } from '../../config.ts';
import type { AccountContext } from '../../context.ts';
import { addressRange } from './address-range.ts';
import * as attempts from './sign-in-attempts.repository.ts';
import { signInNameHash } from './sign-in-names.ts';

export const THROTTLE_MESSAGES = {
  tooManyAttempts: 'Too many sign-in attempts. Please try again later.',
  tooManyRegistrations: 'Too many registrations from this address. Please try again later.',
  tooManyClassCodes: 'Too many wrong class codes. Please try again later.',
} as const;

/**
 * After `perPair` failures of one account from one address, each further try waits twice as long
 * as the one before (1, 2, 4, 8 … minutes, at most the window). Only that pair waits: the owner
 * signing in from elsewhere is not locked out by a stranger's guesses.
 */
export function pairBackoffSeconds(pairFailures: number, limits: SignInLimits): number {
  if (pairFailures < limits.perPair) return 0;
  return Math.min(60 * 2 ** (pairFailures - limits.perPair), limits.windowMinutes * 60);
}

export interface LoginAdmission {
  /** The password was right: this attempt and the pair's failures stop counting. */
  succeeded(): Promise<void>;
}

/**
 * Counts the attempt before the password is checked, under the account's and the address's
 * locks, so parallel guesses cannot all slip under the limit. An attempt stays counted as a
 * failure unless `succeeded` is called. `known`: whether the name is an account's (the address's
 * ceiling counts unknown names one by one, accounts once each). An account that signed in from
 * this address before (30 days) is not held by the address's ceiling (issue 41): one guesser
 * behind a school's shared address stays blocked while the school's own accounts still sign in;
 * the pair's backoff and the account's ceiling still hold for them.
 */
export async function admitLoginAttempt(
  ctx: AccountContext,
  username: string,
  address: string,
  known: boolean,
): Promise<LoginAdmission> {
  const limits = ctx.config.signInLimits;
  const account = await signInNameHash(ctx, username);
  const admitted = await ctx.db.transaction(async (tx) => {
    await attempts.lockAttempts(tx, 'login', account, address);
    const counts = await attempts.countLoginAttempts(tx, account, address, limits.windowMinutes);
    const pairWaiting = counts.pairIdleSeconds < pairBackoffSeconds(counts.pair, limits);
    const addressFull =
      counts.byAddress >= limits.perAddress &&
      !(known && (await attempts.hasSignedInFrom(tx, account, address)));
    if (pairWaiting || addressFull || counts.byAccount >= limits.perAccount) return false;
    await attempts.insertAttempt(tx, 'login', account, address, known);
    return true;
  });
  if (!admitted) throw new AppError('rate_limited', THROTTLE_MESSAGES.tooManyAttempts);
  return {
    succeeded: async () => {
      await attempts.clearPairAttempts(ctx.db, account, address);
      await attempts.rememberSignedIn(ctx.db, account, address);
    },
  };
}

/** Registrations per address and hour; every try counts, so taken names cannot be probed fast either. */
export async function admitRegistration(ctx: AccountContext, address: string): Promise<void> {
  const limit = ctx.config.signInLimits.registrationsPerAddressPerHour;
  const admitted = await ctx.db.transaction(async (tx) => {
    await attempts.lockAttempts(tx, 'register', '', address);
    if ((await attempts.countRegistrations(tx, address)) >= limit) return false;
    await attempts.insertAttempt(tx, 'register', '', address, false);
    await attempts.deleteOldAttempts(tx);
    return true;
  });
  if (!admitted) throw new AppError('rate_limited', THROTTLE_MESSAGES.tooManyRegistrations);
}

/**
 * A new school, counted per address range (IPv4 /24, IPv6 /64: `addressRange`) and hour inside the
 * registration's transaction `db`, so a school that is not made (a taken username) is not
 * counted. Per range, because a second address of the same network is no second person
 * (issue 41: 70 schools in 21 s from one machine).
 */
export async function admitNewSchool(db: Db, limits: SignInLimits, address: string): Promise<void> {
  const range = addressRange(address);
  await attempts.lockAttempts(db, 'school', '', range);
  if ((await attempts.countRegistrations(db, range, 'school')) >= limits.schoolsPerRangePerHour)
    throw new AppError('rate_limited', SCHOOL_MESSAGES.tooManySchools);
  await attempts.insertAttempt(db, 'school', '', range, false);
}

/**
 * A class join code is guessed like an invitation code: the try is counted before the code is
 * looked up (under the student's and the address's locks), and only a successful join takes it
 * back. Per student and per address and hour, so one student cannot try the code space, and a
 * class joining from the school's one address has room for typing errors.
 */
export async function guardClassCodeGuess<T>(
  ctx: AccountContext,
  userId: number,
  address: string,
  join: () => Promise<T>,
): Promise<T> {
  const limits = ctx.config.signInLimits;
  const student = `user:${userId}`;
  const attemptId = await ctx.db.transaction(async (tx) => {
    await attempts.lockAttempts(tx, 'class_code', student, address);
    const counts = await attempts.countClassCodeAttempts(tx, student, address);
    if (
      counts.byAccount >= limits.classCodesPerStudentPerHour ||
      counts.byAddress >= limits.classCodesPerAddressPerHour
    )
      return undefined;
    return attempts.insertAttempt(tx, 'class_code', student, address, true);
  });
  if (attemptId === undefined)
    throw new AppError('rate_limited', THROTTLE_MESSAGES.tooManyClassCodes);
  const joined = await join();
  await attempts.deleteAttempt(ctx.db, attemptId);
  return joined;
}
