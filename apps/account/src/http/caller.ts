import { bearerToken } from '@essay/contracts';
import type { FastifyRequest } from 'fastify';
import type { AccountContext, Caller } from '../context.ts';
import { authenticate } from '../modules/auth/auth.service.ts';
import { requireActiveMember } from '../modules/schools/schools.service.ts';

/**
 * The signed-in caller of a request; `unauthorized` without a live token, `forbidden` for a member
 * the school admin has not approved, unless the call is about the user alone (`pendingAllowed`:
 * a member still waiting, never a removed or rejected one, who cannot rename themselves either).
 */
export async function callerOf(
  ctx: AccountContext,
  request: Pick<FastifyRequest, 'headers'>,
  options: { pendingAllowed?: boolean } = {},
): Promise<Caller> {
  const caller = await authenticate(ctx, bearerToken(request.headers.authorization));
  if (!options.pendingAllowed || caller.memberStatus !== 'pending') requireActiveMember(caller);
  return caller;
}
