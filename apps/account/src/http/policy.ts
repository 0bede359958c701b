import { AppError, hasRole, type Role } from '@essay/contracts';
import type { Caller } from '../context.ts';

/** Refuses (403) a caller whose role is not one of `roles`. */
export function requireRole(caller: Caller, ...roles: Role[]): void {
  if (!hasRole(caller.role, ...roles)) {
    throw new AppError('forbidden', 'You are not allowed to do this');
  }
}
