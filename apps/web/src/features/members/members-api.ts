import {
  InviteCodeSchema,
  PendingMemberSchema,
  SchoolMemberSchema,
  type PendingMember,
  type RoleCode,
  type SchoolMember,
} from '@essay/contracts';
import { queryOptions } from '@tanstack/react-query';
import { accountCommand, accountRecord, accountRows } from '../../lib/http/account-client.ts';

/** One cache key for the members page: every change refreshes its three lists. */
export const MEMBERS_KEY = ['members'] as const;

export const pendingMembersQuery = queryOptions({
  queryKey: [...MEMBERS_KEY, 'pending'],
  queryFn: (): Promise<PendingMember[]> => accountRows('/school/pending_list', PendingMemberSchema),
});

export const schoolMembersQuery = queryOptions({
  queryKey: [...MEMBERS_KEY, 'active'],
  queryFn: (): Promise<SchoolMember[]> => accountRows('/school/member_list', SchoolMemberSchema),
});

/** The teacher invitation: made on the first ask, renewed on request (the old one stops working). */
export const teacherInvitationQuery = queryOptions({
  queryKey: [...MEMBERS_KEY, 'invitation'],
  queryFn: async (): Promise<string> =>
    (await accountRecord('/school/get_invite_code', InviteCodeSchema)).invite_code,
});

export async function renewTeacherInvitation(): Promise<string> {
  return (await accountRecord('/school/new_invite_code', InviteCodeSchema)).invite_code;
}

export function approveMember(userId: number, role: RoleCode): Promise<void> {
  return accountCommand('/school/approve', { fields: { user_id: userId, role } });
}

export function rejectMember(userId: number): Promise<void> {
  return accountCommand('/school/reject', { fields: { user_id: userId } });
}

export function changeMemberRole(userId: number, role: RoleCode): Promise<void> {
  return accountCommand('/school/change_role', { fields: { user_id: userId, role } });
}

export function removeMember(userId: number): Promise<void> {
  return accountCommand('/school/remove_member', { fields: { user_id: userId } });
}
