import type { AccountContext } from '../context.ts';
import { authenticate } from '../modules/auth/auth.service.ts';
import { listMemberClasses, listSchoolClasses } from '../modules/classes/classes.repository.ts';
import {
  countSchoolPendingAsks,
  listSchoolPointAsks,
} from '../modules/point-asks/point-asks.service.ts';
import { chargePoints, refundCharge } from '../modules/points/ledger.service.ts';
import { readBalance } from '../modules/points/points.repository.ts';
import {
  findDisplayName,
  findSchoolName,
  listSchoolUsers,
} from '../modules/users/users.repository.ts';
import {
  listClassRosters,
  listSchoolMemberships,
} from '../modules/classes/class-roster.repository.ts';
import { listSchoolAuditEvents } from '../modules/audit/audit.service.ts';
import {
  checkStudentErasure,
  eraseStudentAccount,
  listSchoolErasables,
} from '../modules/users/erasure.service.ts';
import { avatarUsage } from '../modules/users/avatars.ts';
import { listSchoolUserIds } from '../modules/users/school-avatars.repository.ts';
import type { AccountClient } from './account-client.ts';

export function createInProcessAccountClient(ctx: AccountContext): AccountClient {
  return {
    authenticate: (token) => authenticate(ctx, token),
    chargePoints: (request, options) => chargePoints(options?.tx ?? ctx.db, request),
    refundCharge: (key) => refundCharge(ctx.db, key),
    getBalance: (userId) => readBalance(ctx.db, userId),
    listSchoolPointAsks: (caller, page) => listSchoolPointAsks(ctx, caller, page),
    countSchoolPendingAsks: (caller) => countSchoolPendingAsks(ctx, caller),
    listSchoolClasses: async (schoolId) =>
      (await listSchoolClasses(ctx.db, schoolId)).map((row) => ({
        id: row.id,
        cls_name: row.cls_name,
        teacher_id: row.created_by,
      })),
    listJoinedClassIds: async (userId) =>
      (await listMemberClasses(ctx.db, userId)).map((row) => row.id),
    getSchoolName: (schoolId) => findSchoolName(ctx.db, schoolId),
    listSchoolUsers: async (schoolId) =>
      (await listSchoolUsers(ctx.db, schoolId, null)).map(({ id, username, nickname, role }) => ({
        id,
        username,
        nickname,
        role,
      })),
    listSchoolMemberships: (schoolId) => listSchoolMemberships(ctx.db, schoolId),
    listJoinedClasses: async (userId) =>
      (await listMemberClasses(ctx.db, userId)).map((row) => ({
        id: row.id,
        cls_name: row.cls_name,
      })),
    listClassRosters: (schoolId, classIds) => listClassRosters(ctx.db, schoolId, classIds),
    getDisplayName: (userId) => findDisplayName(ctx.db, userId),
    listAuditEvents: (schoolId, filter, limit) =>
      listSchoolAuditEvents(ctx.db, schoolId, filter, limit),
    listErasableMembers: (schoolId) => listSchoolErasables(ctx.db, schoolId),
    checkStudentErasure: (schoolId, userId) => checkStudentErasure(ctx, schoolId, userId),
    eraseStudentAccount: (schoolId, userId, options) =>
      eraseStudentAccount(ctx, schoolId, userId, options?.tx),
    getSchoolAvatarUsage: async (schoolId) =>
      avatarUsage(ctx.config.filesDir, await listSchoolUserIds(ctx.db, schoolId)),
  };
}
