import { roleOfCode, type RoleCode } from '@essay/contracts';

/** The locale key naming a role code (no role: `none`). */
export function roleKey(code: number | null): string {
  return `members.roles.${roleOfCode(code) ?? 'none'}`;
}

/** The roles the admin gives, in the order the choices are shown. */
export const GIVEN_ROLES: readonly { code: RoleCode; role: 'student' | 'teacher' | 'admin' }[] = [
  { code: 21, role: 'student' },
  { code: 22, role: 'teacher' },
  { code: 23, role: 'admin' },
];
