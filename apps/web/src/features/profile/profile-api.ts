import { accountCommand } from '../../lib/http/account-client.ts';

export interface ProfileChanges {
  nickname: string;
  email: string;
  avatar: File | null;
}

/** POST /user/save: form-encoded, or multipart when a new avatar goes with it. */
export async function saveProfile(changes: ProfileChanges): Promise<void> {
  if (changes.avatar) {
    const form = new FormData();
    form.append('nickname', changes.nickname);
    form.append('email', changes.email);
    form.append('avatar', changes.avatar);
    await accountCommand('/user/save', { formData: form });
    return;
  }
  await accountCommand('/user/save', {
    fields: { nickname: changes.nickname, email: changes.email },
  });
}

/** POST /user/changpwd; a refusal carries the server's message. */
export async function changePassword(passwordOld: string, passwordNew: string): Promise<void> {
  const fields = { password_old: passwordOld, password_new: passwordNew };
  await accountCommand('/user/changpwd', { fields });
}

/** Avatar paths from the account service are served by it (spec §7: rewritten to its host). */
export function avatarUrl(avatar: string): string | null {
  if (avatar === '') return null;
  if (/^(https?:|data:|blob:)/.test(avatar) || avatar.startsWith('/')) return avatar;
  return `/account/${avatar}`;
}
