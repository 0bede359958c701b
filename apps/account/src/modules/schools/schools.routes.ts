import type { FastifyInstance } from 'fastify';
import { MemberFormSchema } from '@essay/contracts';
import type { AccountContext } from '../../context.ts';
import { ok, okRows } from '../../http/answers.ts';
import { callerOf } from '../../http/caller.ts';
import { parseForm } from '../../http/parse.ts';
import { actorOf, recordEvent } from '../audit/audit.service.ts';
import { decideMember, getInviteCode, listPendingMembers, regenerateInviteCode } from './schools.service.ts';

/** The school admin's side of joining: the invitation code and the pending members. */
export function registerSchoolRoutes(app: FastifyInstance, ctx: AccountContext): void {
  app.post('/school/get_invite_code', async (request) => ok({ invite_code: await getInviteCode(ctx, await callerOf(ctx, request)) }));

  app.post('/school/new_invite_code', async (request) =>
    ok({ invite_code: await regenerateInviteCode(ctx, await callerOf(ctx, request)) }),
  );

  app.post('/school/pending_list', async (request) => okRows(await listPendingMembers(ctx, await callerOf(ctx, request))));

  app.post('/school/approve', async (request) => {
    const caller = await callerOf(ctx, request);
    const userId = parseForm(MemberFormSchema, request.body).user_id;
    await decideMember(ctx, caller, userId, 'active');
    await recordEvent(
      ctx.db,
      actorOf(caller, request),
      { action: 'role.change', subjectId: userId, detail: { member_status: 'active' } },
    );
    return ok();
  });

  app.post('/school/reject', async (request) => {
    const caller = await callerOf(ctx, request);
    const userId = parseForm(MemberFormSchema, request.body).user_id;
    await decideMember(ctx, caller, userId, 'rejected');
    await recordEvent(
      ctx.db,
      actorOf(caller, request),
      { action: 'role.change', subjectId: userId, detail: { member_status: 'rejected' } },
    );
    return ok();
  });
}
