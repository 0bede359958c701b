import { AppError } from '@essay/contracts';
import type { Caller } from '../context.ts';

type RoleName = 'student' | 'teacher' | 'admin';
const CODE: Record<RoleName, 21 | 22 | 23> = { student: 21, teacher: 22, admin: 23 };

/** Refuses (403) a caller whose role is not one of `roles`. */
export function requireRole(caller: Caller, ...roles: RoleName[]): void {
  if (!roles.some((role) => CODE[role] === caller.role)) {
    throw new AppError('forbidden', 'You are not allowed to do this');
  }
}
