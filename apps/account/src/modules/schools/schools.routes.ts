import type { FastifyInstance } from 'fastify';
import {
  ApproveMemberFormSchema,
  ChangeRoleFormSchema,
  InviteCodeSchema,
  MemberFormSchema,
  PendingMemberSchema,
  SchoolMemberSchema,
} from '@essay/contracts';
import type { AccountContext } from '../../context.ts';
import { accountRoutes } from '../../http/routes.ts';
import { actorOf } from '../audit/audit.service.ts';
import {
  changeMemberRole,
  decideMember,
  listPendingMembers,
  listSchoolMembers,
  removeMember,
} from './members.service.ts';
import { getInviteCode, regenerateInviteCode } from './schools.service.ts';

/**
 * The school admin's side of joining and membership: the teacher invitation, the pending members
 * (approve in a role, reject), the members (change a role, remove).
 */
export function registerSchoolRoutes(app: FastifyInstance, ctx: AccountContext): void {
  const route = accountRoutes(app, ctx, 'member');

  route.post('/school/get_invite_code', {
    data: InviteCodeSchema,
    handler: async (_, caller) => ({ invite_code: await getInviteCode(ctx, caller) }),
  });

  route.post('/school/new_invite_code', {
    data: InviteCodeSchema,
    handler: async (request, caller) => ({
      invite_code: await regenerateInviteCode(ctx, actorOf(caller, request)),
    }),
  });

  route.post('/school/pending_list', {
    rows: PendingMemberSchema,
    handler: (_, caller) => listPendingMembers(ctx, caller),
  });

  route.post('/school/approve', {
    body: ApproveMemberFormSchema,
    handler: (request, caller) =>
      decideMember(
        ctx,
        actorOf(caller, request),
        request.body.user_id,
        'active',
        request.body.role,
      ),
  });

  route.post('/school/reject', {
    body: MemberFormSchema,
    handler: (request, caller) =>
      decideMember(ctx, actorOf(caller, request), request.body.user_id, 'rejected'),
  });

  route.post('/school/member_list', {
    rows: SchoolMemberSchema,
    handler: (_, caller) => listSchoolMembers(ctx, caller),
  });

  route.post('/school/change_role', {
    body: ChangeRoleFormSchema,
    handler: (request, caller) =>
      changeMemberRole(ctx, actorOf(caller, request), request.body.user_id, request.body.role),
  });

  route.post('/school/remove_member', {
    body: MemberFormSchema,
    handler: (request, caller) => removeMember(ctx, actorOf(caller, request), request.body.user_id),
  });
}
