import { z } from 'zod';
import type { RoleCode } from './roles.ts';
import { formId } from './safe-text.ts';

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
  noSuchSchool:
    'No school has this name. Check its exact name, register with your teacher invitation or class code, or start a new school.',
  ambiguousSchool:
    "Several schools have names like this one. Register with your school's teacher invitation or class code.",
  schoolExists:
    'A school with this name exists already. Register with its teacher invitation or class code, or without a code to ask its administrator.',
  lookAlikeSchool:
    'Schools with names like this one exist already. If yours is one of them, register with its teacher invitation or class code. If not, confirm that you are starting a new school with this exact name.',
  tooManySchools: 'Too many new schools from this network. Please try again later.',
  memberNotFound: 'User not found',
  notClassOwner: "Only the class's teacher or the school administrator can change this class",
} as const;

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
