import { z } from 'zod';
import { confusablesSkeleton } from './confusables/skeleton.ts';
import type { RoleCode } from './roles.ts';
import { formId, safeText } from './safe-text.ts';

/** Characters nobody sees: spaces of every width, zero-width marks, bidi controls, soft hyphens. */
const INVISIBLE = /[\p{White_Space}\p{Default_Ignorable_Code_Point}\p{Cc}\p{Cf}]/gu;

/**
 * The one key of a school: names that look alike (case, full-width letters, spaces, zero-width
 * and other invisible characters, and letters of other scripts that look the same: Cyrillic А, е,
 * Greek ο, by the TR39 confusables skeleton) give the same key, so they are one school. The last
 * lower-casing folds prototypes such as `O` (of `0`). Empty means no name.
 */
export function schoolNameKey(name: string): string {
  const folded = name.normalize('NFKC').replace(INVISIBLE, '').toLowerCase().normalize('NFKC');
  return confusablesSkeleton(folded).toLowerCase().normalize('NFC');
}

/** The name as shown: invisible characters dropped, runs of spaces made one. */
export function cleanSchoolName(name: string): string {
  return name
    .normalize('NFKC')
    .replace(/\p{White_Space}+/gu, ' ')
    .replace(/[\p{Default_Ignorable_Code_Point}\p{Cc}\p{Cf}]/gu, '')
    .trim();
}

export const MEMBER_STATUSES = ['active', 'pending', 'rejected', 'removed'] as const;
export const MemberStatusSchema = z.enum(MEMBER_STATUSES);
export type MemberStatus = z.infer<typeof MemberStatusSchema>;

export const SCHOOL_MESSAGES = {
  pending: 'Your account is waiting for approval by the school administrator',
  rejected: 'Your request to join the school was declined',
  removed: 'The school administrator has removed you from the school',
  notYourself: 'An administrator cannot change their own role or remove themselves',
  onlyAdminResets: 'Only the school administrator can reset the password of this account',
  badInviteCode: 'The school invitation code is not valid',
  memberNotFound: 'User not found',
  notClassOwner: "Only the class's teacher or the school administrator can change this class",
} as const;

/** Registration's school part; read beside the register form, so each part has one owner. */
export const SchoolJoinFormSchema = z.object({
  sch_name: z
    .string()
    .max(200)
    .refine((name) => schoolNameKey(name) !== '', 'School name is required'),
  invite_code: safeText(32).optional(),
});

export const InviteCodeSchema = z.object({ invite_code: z.string() });
export const MemberFormSchema = z.object({ user_id: formId });

export const ROLE_MESSAGE = 'The role must be student (21), teacher (22) or admin (23)';
/** A role the school admin gives (spec §4 codes); form fields arrive as strings. */
const givenRole = z.coerce
  .number({ error: ROLE_MESSAGE })
  .refine((n): n is RoleCode => n === 21 || n === 22 || n === 23, ROLE_MESSAGE)
  .transform((n) => n as RoleCode);

/** Approval (`role` optional: the role the member asked for) and a role change (`role` required). */
export const ApproveMemberFormSchema = z.object({ user_id: formId, role: givenRole.optional() });
export const ChangeRoleFormSchema = z.object({ user_id: formId, role: givenRole });

/** A user waiting for the school admin's approval. */
export const PendingMemberSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  email: z.string(),
  user_roler: z.number().int().nullable(),
  add_time: z.string(),
});
export type PendingMember = z.infer<typeof PendingMemberSchema>;

/** An approved member of the school, as the admin's members list shows them: the same fields. */
export const SchoolMemberSchema = PendingMemberSchema;
export type SchoolMember = PendingMember;
