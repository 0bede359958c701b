import type { FastifyRequest } from 'fastify';
import type { AccountContext, Caller } from '../context.ts';
import { authenticate } from '../modules/auth/auth.service.ts';

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match?.[1]?.trim() || undefined;
}

/** The signed-in caller of a request; `unauthorized` without a live token. */
export function callerOf(ctx: AccountContext, request: FastifyRequest): Promise<Caller> {
  return authenticate(ctx, bearerToken(request));
}
