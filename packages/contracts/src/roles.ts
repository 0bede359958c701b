import { z } from 'zod';

/** Role codes of spec §4: 21 student, 22 teacher, 23 admin. */
export const ROLE = { student: 21, teacher: 22, admin: 23 } as const;
export type Role = keyof typeof ROLE;
export type RoleCode = (typeof ROLE)[Role];

export const RoleCodeSchema = z.union([z.literal(21), z.literal(22), z.literal(23)]);

/** Any other value gives no role. */
export function roleOfCode(code: unknown): Role | null {
  const n = typeof code === 'string' ? Number(code) : code;
  if (n === 21) return 'student';
  if (n === 22) return 'teacher';
  if (n === 23) return 'admin';
  return null;
}

/** Whether a caller's role code is one of `roles` (a code of null, a user without a role, is none). */
export function hasRole(code: RoleCode | null, ...roles: Role[]): boolean {
  return roles.some((role) => ROLE[role] === code);
}

/** The roles a user may choose for themselves (spec §4: admins are made, never chosen). */
export type SelectableRoleCode = typeof ROLE.student | typeof ROLE.teacher;

/**
 * Who may act as a teacher (issue 27): teachers, and admins, since the creator of a school is its
 * admin and may teach. An admin's homework and classes are their own, as a teacher's are.
 */
export const TEACHING_ROLES: readonly Role[] = ['teacher', 'admin'];

/** The roles a route of `role` admits: a teacher's routes admit every role that teaches. */
export function rolesActingAs(role: Role): Role[] {
  return role === 'teacher' ? [...TEACHING_ROLES] : [role];
}
