import {
  accountAnswerSchema,
  type SelectableRoleCode,
  type UserInfo,
  UserInfoSchema,
} from '@essay/contracts';
import { z } from 'zod';
import { accountRequest, requireState } from '../http/account-client.ts';
import { storeUser } from '../storage.ts';

const UserInfoAnswerSchema = accountAnswerSchema(UserInfoSchema);
const FlagAnswerSchema = accountAnswerSchema(z.boolean());
const PlainAnswerSchema = accountAnswerSchema(z.unknown());

/** GET /user/info; the answer is kept as the stored user (spec §3). */
export async function fetchUserInfo(): Promise<UserInfo> {
  const answer = requireState(
    await accountRequest('/user/info', UserInfoAnswerSchema, { method: 'GET' }),
  );
  if (!answer.data) throw new Error('User info answer without data');
  storeUser(answer.data);
  return answer.data;
}

/** GET /user/check_ms_roler: true means a role must be chosen. */
export async function fetchMustChooseRole(): Promise<boolean> {
  const answer = requireState(
    await accountRequest('/user/check_ms_roler', FlagAnswerSchema, { method: 'GET' }),
  );
  return answer.data === true;
}

export async function saveRole(newRoler: SelectableRoleCode): Promise<void> {
  requireState(
    await accountRequest('/user/save_ms_roler', PlainAnswerSchema, {
      fields: { new_roler: newRoler },
    }),
  );
}

export async function saveNickname(nickname: string): Promise<void> {
  requireState(await accountRequest('/user/save', PlainAnswerSchema, { fields: { nickname } }));
}

export async function logout(): Promise<void> {
  await accountRequest('/user/logout', PlainAnswerSchema, { ignoreUnauthorized: true });
}
