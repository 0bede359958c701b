import type { Caller } from '@essay/account';
import { AppError, SCHOOL_MESSAGES } from '@essay/contracts';
import type { FastifyRequest } from 'fastify';
import type { ApiContext } from '../context.ts';

type RoleName = 'student' | 'teacher' | 'admin';
const CODE: Record<RoleName, 21 | 22 | 23> = { student: 21, teacher: 22, admin: 23 };

function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1]?.trim() || undefined;
}

/** A caller of the product API; `session` (its bearer token) is what download links are bound to. */
export type ApiCaller = Caller & { session: string };

/** The caller, checked through the account service; 401 without a live token, 403 for another role. */
export async function requireCaller(ctx: ApiContext, request: FastifyRequest, ...roles: RoleName[]): Promise<ApiCaller> {
  const token = bearerToken(request);
  const caller = await ctx.account.authenticate(token);
  // Every product call is about the school's data: members the school admin has not approved see none.
  if (caller.memberStatus === 'pending') throw new AppError('school_pending', SCHOOL_MESSAGES.pending);
  if (caller.memberStatus === 'rejected') throw new AppError('school_rejected', SCHOOL_MESSAGES.rejected);
  if (roles.length > 0 && !roles.some((role) => CODE[role] === caller.role)) {
    throw new AppError('forbidden', 'You are not allowed to do this');
  }
  return { ...caller, session: token! };
}
