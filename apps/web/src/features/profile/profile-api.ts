import { accountAnswerSchema } from '@essay/contracts';
import { z } from 'zod';
import { accountRequest, requireState } from '../../lib/http/account-client.ts';

const PlainAnswerSchema = accountAnswerSchema(z.unknown());

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
    requireState(await accountRequest('/user/save', PlainAnswerSchema, { formData: form }));
    return;
  }
  requireState(
    await accountRequest('/user/save', PlainAnswerSchema, {
      fields: { nickname: changes.nickname, email: changes.email },
    }),
  );
}

/** POST /user/changpwd; a refusal carries the server's message. */
export async function changePassword(passwordOld: string, passwordNew: string): Promise<void> {
  const fields = { password_old: passwordOld, password_new: passwordNew };
  requireState(await accountRequest('/user/changpwd', PlainAnswerSchema, { fields }));
}

/** Avatar paths from the account service are served by it (spec §7: rewritten to its host). */
export function avatarUrl(avatar: string): string | null {
  if (avatar === '') return null;
  if (/^(https?:|data:|blob:)/.test(avatar) || avatar.startsWith('/')) return avatar;
  return `/account/${avatar}`;
}
