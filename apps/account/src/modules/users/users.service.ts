import {
  AppError,
  ROLE,
  type SaveUserForm,
  type SelectableRoleCode,
  type UserInfo,
} from '@essay/contracts';
import type { AccountContext, Caller } from '../../context.ts';
import * as users from './users.repository.ts';

export async function getUserInfo(ctx: AccountContext, caller: Caller): Promise<UserInfo> {
  const user = await users.findUserById(ctx.db, caller.userId);
  if (!user) throw new AppError('not_found', 'User not found');
  return {
    user_roler: user.role,
    nickname: user.nickname,
    email: user.email,
    avatar: user.avatar,
    sch_name: user.sch_name,
    username: user.username,
    member_status: user.member_status,
  };
}

/** True while no role is chosen: the SPA then shows the role dialog. */
export function mustChooseRole(caller: Caller): boolean {
  return caller.role === null;
}

export async function chooseRole(
  ctx: AccountContext,
  caller: Caller,
  role: SelectableRoleCode,
): Promise<void> {
  // Choosing teacher without the teacher invitation waits for the school admin (issue 27); a
  // member already waiting keeps waiting, now with the role they asked for.
  const waits = role === ROLE.teacher && caller.memberStatus === 'active';
  const changed = await users.setRoleOnce(ctx.db, caller.userId, role, waits);
  if (!changed) {
    throw new AppError(
      'conflict',
      'The role has already been chosen; ask the school administrator to change it',
    );
  }
}

export async function saveProfile(
  ctx: AccountContext,
  caller: Caller,
  form: SaveUserForm,
  avatarUrl?: string,
): Promise<void> {
  await users.updateProfile(ctx.db, caller.userId, {
    nickname: form.nickname,
    email: form.email,
    avatar: avatarUrl,
  });
}
