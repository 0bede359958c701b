import {
  accountCallAnswerSchema,
  AppError,
  ERROR_STATUS,
  type AccountCallInput,
  type AccountCallOutput,
  type AccountInternalCall,
  type ErrorCode,
} from '@essay/contracts';
import type { AccountClient } from './account-client.ts';

/**
 * The account service over HTTP, for deployments where it runs as its own process. Calls the
 * internal routes with the shared service secret and parses each answer with the call's schema
 * from contracts; errors come back as the same AppError codes.
 */
export function createHttpAccountClient(baseUrl: string, secret: string): AccountClient {
  async function call<K extends AccountInternalCall>(
    name: K,
    body: AccountCallInput<K>,
  ): Promise<AccountCallOutput<K>> {
    const response = await fetch(`${baseUrl}/account/internal/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-service-secret': secret },
      body: JSON.stringify(body),
    });
    const answer = accountCallAnswerSchema(name).parse(await response.json());
    if (!answer.state) {
      const code = (
        answer.code && answer.code in ERROR_STATUS ? answer.code : 'internal'
      ) as ErrorCode;
      throw new AppError(code, answer.message ?? 'Account service error');
    }
    return answer.data as AccountCallOutput<K>;
  }
  return {
    authenticate: (token) => call('authenticate', token === undefined ? {} : { token }),
    chargePoints: (request) => call('charge', request),
    refundCharge: (idempotencyKey) => call('refund', { idempotencyKey }),
    getBalance: (userId) => call('balance', { userId }),
    listSchoolPointAsks: (caller, page) => call('school-asks', { caller, page }),
    countSchoolPendingAsks: (caller) => call('school-pending-asks', { caller }),
    listSchoolClasses: (schoolId) => call('school-classes', { schoolId }),
    listJoinedClassIds: (userId) => call('joined-classes', { userId }),
    getSchoolName: (schoolId) => call('school-name', { schoolId }),
    listSchoolUsers: (schoolId) => call('school-users', { schoolId }),
    listSchoolMemberships: (schoolId) => call('school-memberships', { schoolId }),
    listJoinedClasses: (userId) => call('joined-class-rows', { userId }),
    listClassRosters: (schoolId, classIds) => call('class-rosters', { schoolId, classIds }),
    getDisplayName: (userId) => call('display-name', { userId }),
    listErasableMembers: (schoolId) => call('school-erasables', { schoolId }),
    checkStudentErasure: async (schoolId, userId) => {
      await call('erase-student-check', { schoolId, userId });
    },
    // Another process cannot join the caller's transaction (nor, on one PGlite, wait for it):
    // the account is erased once the caller's transaction committed.
    eraseStudentAccount: async (schoolId, userId) => ({
      finish: async () => {
        await call('erase-student', { schoolId, userId });
      },
    }),
    listAuditEvents: (schoolId, filter, limit) => call('audit-events', { schoolId, filter, limit }),
    getSchoolAvatarUsage: (schoolId) => call('school-avatars', { schoolId }),
  };
}
