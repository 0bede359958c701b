import type { FastifyInstance } from 'fastify';
import { InviteCodeSchema, MemberFormSchema, PendingMemberSchema } from '@essay/contracts';
import type { AccountContext } from '../../context.ts';
import { accountRoutes } from '../../http/routes.ts';
import { actorOf } from '../audit/audit.service.ts';
import {
  decideMember,
  getInviteCode,
  listPendingMembers,
  regenerateInviteCode,
} from './schools.service.ts';

/** The school admin's side of joining: the invitation code and the pending members. */
export function registerSchoolRoutes(app: FastifyInstance, ctx: AccountContext): void {
  const route = accountRoutes(app, ctx, 'member');

  route.post('/school/get_invite_code', {
    data: InviteCodeSchema,
    handler: async (_, caller) => ({ invite_code: await getInviteCode(ctx, caller) }),
  });

  route.post('/school/new_invite_code', {
    data: InviteCodeSchema,
    handler: async (_, caller) => ({ invite_code: await regenerateInviteCode(ctx, caller) }),
  });

  route.post('/school/pending_list', {
    rows: PendingMemberSchema,
    handler: (_, caller) => listPendingMembers(ctx, caller),
  });

  for (const [url, decision] of [
    ['/school/approve', 'active'],
    ['/school/reject', 'rejected'],
  ] as const)
    route.post(url, {
      body: MemberFormSchema,
      handler: (request, caller) =>
        decideMember(ctx, actorOf(caller, request), request.body.user_id, decision),
    });
}
