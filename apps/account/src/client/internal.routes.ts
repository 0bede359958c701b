import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError, AuditFilterSchema, RoleCodeSchema } from '@essay/contracts';
import type { AccountContext } from '../context.ts';
import { ok } from '../http/answers.ts';
import { parseForm } from '../http/parse.ts';
import type { AccountClient } from './account-client.ts';

const CallerSchema = z.object({
  userId: z.number().int(),
  schoolId: z.number().int(),
  role: RoleCodeSchema.nullable(),
  username: z.string(),
  memberStatus: z.enum(['active', 'pending', 'rejected']).default('active'),
});
const Id = z.number().int().positive();

function sameSecret(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The HTTP face of AccountClient, for a product API in another process. Secret required. */
export function registerInternalRoutes(app: FastifyInstance, ctx: AccountContext, client: AccountClient): void {
  const secret = ctx.config.serviceSecret;
  if (!secret) return;
  app.register(async (internal) => {
    internal.addHook('onRequest', async (request) => {
      if (!sameSecret(request.headers['x-service-secret'], secret)) throw new AppError('forbidden', 'Forbidden');
    });
    const routes: Record<string, (body: unknown) => Promise<unknown>> = {
      authenticate: (b) => client.authenticate(parseForm(z.object({ token: z.string().optional() }), b).token),
      charge: (b) =>
        client.chargePoints(
          parseForm(z.object({ userId: Id, points: Id, serviceType: z.string(), idempotencyKey: z.string(), note: z.string().optional() }), b),
        ),
      refund: (b) => client.refundCharge(parseForm(z.object({ idempotencyKey: z.string() }), b).idempotencyKey),
      balance: (b) => client.getBalance(parseForm(z.object({ userId: Id }), b).userId),
      'school-asks': (b) => {
        const form = parseForm(z.object({ caller: CallerSchema, page: Id }), b);
        return client.listSchoolPointAsks(form.caller, form.page);
      },
      'school-pending-asks': (b) => client.countSchoolPendingAsks(parseForm(z.object({ caller: CallerSchema }), b).caller),
      'school-classes': (b) => client.listSchoolClasses(parseForm(z.object({ schoolId: Id }), b).schoolId),
      'joined-classes': (b) => client.listJoinedClassIds(parseForm(z.object({ userId: Id }), b).userId),
      'school-name': (b) => client.getSchoolName(parseForm(z.object({ schoolId: Id }), b).schoolId),
      'school-users': (b) => client.listSchoolUsers(parseForm(z.object({ schoolId: Id }), b).schoolId),
      'school-memberships': (b) => client.listSchoolMemberships(parseForm(z.object({ schoolId: Id }), b).schoolId),
      'joined-class-rows': (b) => client.listJoinedClasses(parseForm(z.object({ userId: Id }), b).userId),
      'display-name': (b) => client.getDisplayName(parseForm(z.object({ userId: Id }), b).userId),
      'erase-student': async (b) => {
        const form = parseForm(z.object({ schoolId: Id, userId: Id }), b);
        await client.eraseStudentAccount(form.schoolId, form.userId);
      },
      'audit-events': (b) => {
        const form = parseForm(z.object({ schoolId: Id, filter: AuditFilterSchema, limit: Id }), b);
        return client.listAuditEvents(form.schoolId, form.filter, form.limit);
      },
    };
    for (const [name, handler] of Object.entries(routes)) {
      internal.post(`/internal/${name}`, async (request) => ok((await handler(request.body)) ?? null));
    }
  });
}
