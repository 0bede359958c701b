import {
  ADMIN_MESSAGES,
  AppError,
  hasRole,
  TEACHING_ROLES,
  type SchoolLedgerRow,
  type SchoolTeacher,
} from '@essay/contracts';
import type { AccountContext, Caller } from '../../context.ts';
import { requireRole } from '../../http/policy.ts';
import * as users from '../users/users.repository.ts';
import { creditPoints } from './ledger.service.ts';
import * as points from './points.repository.ts';
import { formatTime, pointList } from './points.service.ts';

/** The school's teachers, and its admins who may teach (issue 27), with their balances (point management's grant list). */
export async function listSchoolTeachers(
  ctx: AccountContext,
  caller: Caller,
): Promise<SchoolTeacher[]> {
  requireRole(caller, 'admin');
  const rows = await users.listSchoolUsers(ctx.db, caller.schoolId, null);
  return rows
    .filter((row) => hasRole(row.role, ...TEACHING_ROLES))
    .map((row) => ({
      id: row.id,
      username: row.username,
      nickname: row.nickname,
      user_point: row.user_point,
    }));
}

/**
 * The school admin gives a teacher of the school points without a request. A ledger credit like
 * an approved request (`service_type` grant, the admin's note kept); another school's user or
 * someone who does not teach is "not found". An admin who teaches may grant to themselves.
 */
export async function grantPoints(
  ctx: AccountContext,
  caller: Caller,
  grant: { userId: number; amount: number; note: string },
  address = '',
): Promise<{ user_point: number }> {
  const { userId, amount, note } = grant;
  requireRole(caller, 'admin');
  const teacher = await users.findUserById(ctx.db, userId);
  if (
    !teacher ||
    teacher.school_id !== caller.schoolId ||
    !hasRole(teacher.role, ...TEACHING_ROLES) ||
    teacher.member_status !== 'active'
  ) {
    throw new AppError('not_found', ADMIN_MESSAGES.teacherNotFound);
  }
  const result = await creditPoints(ctx.db, {
    userId,
    points: amount,
    serviceType: 'grant',
    note,
    actor: { caller, address },
  });
  return { user_point: result.balance };
}

export const listSchoolLedger = pointList(
  (ctx, caller, limit, offset) => points.listSchoolLedger(ctx.db, caller.schoolId, limit, offset),
  (row): SchoolLedgerRow => ({
    id: row.id,
    user_id: row.user_id,
    username: row.username,
    nickname: row.nickname,
    delta: row.delta,
    service_type: row.service_type,
    note: row.note,
    add_time: formatTime(row.created_at),
  }),
  'admin',
);
