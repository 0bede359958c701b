import { AppError, ROLE } from '@essay/contracts';
import type { AccountContext } from '../../context.ts';
import { signInNameHash } from '../auth/sign-in-names.ts';
import { removeOtherAvatars } from './avatars.ts';
import { ACCOUNT_ERASURE_TABLES, rewriteTables } from './rewrite-tables.repository.ts';
import { deleteStudentAccount, hasLedgerRows } from './erasure.repository.ts';
import { findUserById } from './users.repository.ts';

export const STUDENT_NOT_FOUND = 'Student not found';

/**
 * Erases one student account of `schoolId` (issue 18): the account, its class memberships, its
 * sign-in records and its avatar file; then the touched tables are rewritten, so their data files
 * no longer hold the account (issue 27). Anyone but a student of the school is "not found".
 */
export async function eraseStudentAccount(
  ctx: AccountContext,
  schoolId: number,
  userId: number,
): Promise<void> {
  const user = await findUserById(ctx.db, userId);
  if (!user || user.school_id !== schoolId || user.role !== ROLE.student)
    throw new AppError('student_not_found', STUDENT_NOT_FOUND);
  if (await hasLedgerRows(ctx.db, userId))
    throw new AppError('conflict', 'This account has points history and cannot be erased');
  const usernameHash = await signInNameHash(ctx, user.username);
  await ctx.db.transaction((tx) => deleteStudentAccount(tx, userId, usernameHash));
  // The rows are gone; this takes their bytes out of the tables' files too (decision 0039).
  await rewriteTables(ctx.db, ACCOUNT_ERASURE_TABLES);
  await removeOtherAvatars(ctx.config.filesDir, userId, null, user.avatar);
}
