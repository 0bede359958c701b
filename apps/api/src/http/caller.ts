import type { Caller } from '@essay/account';
import { AppError, bearerToken, hasRole, SCHOOL_MESSAGES, type Role } from '@essay/contracts';
import type { FastifyRequest } from 'fastify';
import type { ApiContext } from '../context.ts';

/** A caller of the product API; `session` (its bearer token) is what download links are bound to. */
export type ApiCaller = Caller & { session: string };

/** The caller, checked through the account service; 401 without a live token, 403 for another role. */
export async function requireCaller(
  ctx: ApiContext,
  request: Pick<FastifyRequest, 'headers'>,
  ...roles: Role[]
): Promise<ApiCaller> {
  const token = bearerToken(request.headers.authorization);
  const caller = await ctx.account.authenticate(token);
  // Every product call is about the school's data: members the school admin has not approved see none.
  if (caller.memberStatus === 'pending')
    throw new AppError('school_pending', SCHOOL_MESSAGES.pending);
  if (caller.memberStatus === 'rejected')
    throw new AppError('school_rejected', SCHOOL_MESSAGES.rejected);
  if (caller.memberStatus === 'removed')
    throw new AppError('school_removed', SCHOOL_MESSAGES.removed);
  if (roles.length > 0 && !hasRole(caller.role, ...roles)) {
    throw new AppError('forbidden', 'You are not allowed to do this');
  }
  return { ...caller, session: token! };
}
