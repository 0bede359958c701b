import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ACCOUNT_INTERNAL_CALLS,
  accountCallAnswerSchema,
  AppError,
  type AccountCallOutput,
  type AccountInternalCall,
} from '@essay/contracts';
import type { z } from 'zod';
import type { AccountContext } from '../context.ts';
import { ok } from '../http/answers.ts';
import type { AccountClient } from './account-client.ts';

type Input<K extends AccountInternalCall> = z.output<(typeof ACCOUNT_INTERNAL_CALLS)[K]['input']>;
type Handlers = { [K in AccountInternalCall]: (input: Input<K>) => Promise<AccountCallOutput<K>> };

function sameSecret(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The HTTP face of AccountClient, for a product API in another process. Secret required. */
export function registerInternalRoutes(
  app: FastifyInstance,
  ctx: AccountContext,
  client: AccountClient,
): void {
  const secret = ctx.config.serviceSecret;
  if (!secret) return;
  const handlers: Handlers = {
    authenticate: (b) => client.authenticate(b.token),
    charge: (b) => client.chargePoints(b),
    refund: (b) => client.refundCharge(b.idempotencyKey),
    balance: (b) => client.getBalance(b.userId),
    'school-asks': (b) => client.listSchoolPointAsks(b.caller, b.page),
    'school-pending-asks': (b) => client.countSchoolPendingAsks(b.caller),
    'school-classes': (b) => client.listSchoolClasses(b.schoolId),
    'joined-classes': (b) => client.listJoinedClassIds(b.userId),
    'school-name': (b) => client.getSchoolName(b.schoolId),
    'school-users': (b) => client.listSchoolUsers(b.schoolId),
    'school-memberships': (b) => client.listSchoolMemberships(b.schoolId),
    'joined-class-rows': (b) => client.listJoinedClasses(b.userId),
    'class-rosters': (b) => client.listClassRosters(b.schoolId, b.classIds),
    'display-name': (b) => client.getDisplayName(b.userId),
    'school-erasables': (b) => client.listErasableMembers(b.schoolId),
    'erase-student-check': async (b) => {
      await client.checkStudentErasure(b.schoolId, b.userId);
      return null;
    },
    'erase-student': async (b) => {
      await (await client.eraseStudentAccount(b.schoolId, b.userId)).finish();
      return null;
    },
    'audit-events': (b) => client.listAuditEvents(b.schoolId, b.filter, b.limit),
    'school-avatars': (b) => client.getSchoolAvatarUsage(b.schoolId),
  };
  app.register(async (internal) => {
    internal.addHook('onRequest', async (request) => {
      if (!sameSecret(request.headers['x-service-secret'], secret))
        throw new AppError('forbidden', 'Forbidden');
    });
    const route = internal.withTypeProvider<ZodTypeProvider>();
    const declare = <K extends AccountInternalCall>(name: K) => {
      const schema = {
        body: ACCOUNT_INTERNAL_CALLS[name].input,
        response: { 200: accountCallAnswerSchema(name) },
      };
      route.post(`/internal/${name}`, { schema }, async (request) =>
        ok((await handlers[name](request.body as Input<K>)) ?? null),
      );
    };
    for (const name of Object.keys(ACCOUNT_INTERNAL_CALLS) as AccountInternalCall[]) declare(name);
  });
}
