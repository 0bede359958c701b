import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AccountOkSchema,
  accountAnswerSchema,
  accountRowsSchema,
  InviteCodeSchema,
  MemberFormSchema,
  PendingMemberSchema,
} from '@essay/contracts';
import type { AccountContext } from '../../context.ts';
import { ok, okRows } from '../../http/answers.ts';
import { callerOf } from '../../http/caller.ts';
import { actorOf } from '../audit/audit.service.ts';
import {
  decideMember,
  getInviteCode,
  listPendingMembers,
  regenerateInviteCode,
} from './schools.service.ts';

/** The school admin's side of joining: the invitation code and the pending members. */
export function registerSchoolRoutes(app: FastifyInstance, ctx: AccountContext): void {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const code = { schema: { response: { 200: accountAnswerSchema(InviteCodeSchema) } } };
  const decision = { schema: { body: MemberFormSchema, response: { 200: AccountOkSchema } } };

  route.post('/school/get_invite_code', code, async (request) =>
    ok({ invite_code: await getInviteCode(ctx, await callerOf(ctx, request)) }),
  );

  route.post('/school/new_invite_code', code, async (request) =>
    ok({ invite_code: await regenerateInviteCode(ctx, await callerOf(ctx, request)) }),
  );

  route.post(
    '/school/pending_list',
    { schema: { response: { 200: accountRowsSchema(PendingMemberSchema) } } },
    async (request) => okRows(await listPendingMembers(ctx, await callerOf(ctx, request))),
  );

  route.post('/school/approve', decision, async (request) => {
    const actor = actorOf(await callerOf(ctx, request), request);
    await decideMember(ctx, actor, request.body.user_id, 'active');
    return ok();
  });

  route.post('/school/reject', decision, async (request) => {
    const actor = actorOf(await callerOf(ctx, request), request);
    await decideMember(ctx, actor, request.body.user_id, 'rejected');
    return ok();
  });
}
