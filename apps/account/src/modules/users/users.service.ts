import {
  AppError,
  ROLE,
  type SaveUserForm,
  type SelectableRoleCode,
  type UserInfo,
} from '@essay/contracts';
import type { AccountContext, Caller } from '../../context.ts';
import { AVATAR_MESSAGES, removeOtherAvatars, storeAvatar } from './avatars.ts';
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

/**
 * Saves the profile; a new avatar (only once the member is approved: a member still waiting could
 * otherwise fill the disk of a school that never let them in) replaces the old one, whose file goes.
 * A removed or rejected member never gets here: `callerOf` refuses them (issue 41: the name a
 * removed member had stays the one the admin's lists show).
 */
export async function saveProfile(
  ctx: AccountContext,
  caller: Caller,
  form: SaveUserForm,
  avatar?: Buffer,
): Promise<void> {
  if (avatar && caller.memberStatus !== 'active')
    throw new AppError('forbidden', AVATAR_MESSAGES.notApproved);
  const filesDir = ctx.config.filesDir;
  const previous = avatar ? (await users.findUserById(ctx.db, caller.userId))?.avatar : undefined;
  const avatarUrl = avatar ? await storeAvatar(filesDir, caller.userId, avatar) : undefined;
  await users.updateProfile(ctx.db, caller.userId, {
    nickname: form.nickname,
    email: form.email,
    avatar: avatarUrl,
  });
  if (avatarUrl) {
    const saved = await users.findUserById(ctx.db, caller.userId);
    await removeOtherAvatars(filesDir, caller.userId, saved?.avatar ?? null, previous);
  }
}
