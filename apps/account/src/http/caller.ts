import type { FastifyRequest } from 'fastify';
import type { AccountContext, Caller } from '../context.ts';
import { authenticate } from '../modules/auth/auth.service.ts';
import { requireActiveMember } from '../modules/schools/schools.service.ts';

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match?.[1]?.trim() || undefined;
}

/**
 * The signed-in caller of a request; `unauthorized` without a live token, `forbidden` for a member
 * the school admin has not approved, unless the call is about the user alone (`pendingAllowed`).
 */
export async function callerOf(ctx: AccountContext, request: FastifyRequest, options: { pendingAllowed?: boolean } = {}): Promise<Caller> {
  const caller = await authenticate(ctx, bearerToken(request));
  if (!options.pendingAllowed) requireActiveMember(caller);
  return caller;
}
