import { AppError, type SchoolStudent } from '@essay/contracts';
import type { Db } from '@essay/db';
import type { AccountContext } from '../../context.ts';
import { signInNameHash } from '../auth/sign-in-names.ts';
import { removeOtherAvatars } from './avatars.ts';
import { ACCOUNT_ERASURE_TABLES, rewriteTables } from './rewrite-tables.repository.ts';
import {
  deleteStudentAccount,
  findErasableMember,
  hasLedgerRows,
  listErasableMembers,
} from './erasure.repository.ts';

export const STUDENT_NOT_FOUND = 'Student not found';
export const POINTS_HISTORY = 'This account has points history and cannot be erased';

/** The people of the school an admin may export and erase, in every membership state (issue 41). */
export async function listSchoolErasables(db: Db, schoolId: number): Promise<SchoolStudent[]> {
  return (await listErasableMembers(db, schoolId)).map(
    ({ id, username, nickname, member_status }) => ({ id, username, nickname, member_status }),
  );
}

/**
 * Whether the account could be erased now, decided before anything is deleted: anyone but an
 * erasable member of the school is "not found", an account with points history is a conflict
 * (erasure keeps the ledger, so it refuses rather than half erases).
 */
async function requireErasable(db: Db, schoolId: number, userId: number) {
  const user = await findErasableMember(db, schoolId, userId);
  if (!user) throw new AppError('student_not_found', STUDENT_NOT_FOUND);
  if (await hasLedgerRows(db, userId)) throw new AppError('conflict', POINTS_HISTORY);
  return user;
}

export async function checkStudentErasure(
  ctx: AccountContext,
  schoolId: number,
  userId: number,
): Promise<void> {
  await requireErasable(ctx.db, schoolId, userId);
}

/**
 * Erases one student account of `schoolId` (issues 18, 41): the account, its class memberships and
 * its sign-in records, in `tx` when given (the product API's erasure transaction, so the account
 * and the essays go together or not at all). `finish`, called once that transaction committed,
 * rewrites the touched tables so their data files no longer hold the account (issue 27) and
 * deletes the avatar file: nothing outside the database goes before the rows did.
 */
export async function eraseStudentAccount(
  ctx: AccountContext,
  schoolId: number,
  userId: number,
  tx?: Db,
): Promise<{ finish: () => Promise<void> }> {
  // Every read and write in the transaction: PGlite has one connection, which the transaction holds.
  const erase = async (db: Db) => {
    const user = await requireErasable(db, schoolId, userId);
    await deleteStudentAccount(db, userId, await signInNameHash(ctx, user.username, db));
    return user;
  };
  const user = tx ? await erase(tx) : await ctx.db.transaction(erase);
  return {
    finish: async () => {
      await rewriteTables(ctx.db, ACCOUNT_ERASURE_TABLES);
      await removeOtherAvatars(ctx.config.filesDir, userId, null, user.avatar);
    },
  };
}
