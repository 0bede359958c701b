import {
  accountAnswerSchema,
  type SelectableRoleCode,
  type UserInfo,
  UserInfoSchema,
} from '@essay/contracts';
import { z } from 'zod';
import {
  accountCommand,
  accountRecord,
  accountRequest,
  requireState,
} from '../http/account-client.ts';
import { storeUser } from '../storage.ts';

const FlagAnswerSchema = accountAnswerSchema(z.boolean());

/** GET /user/info; the answer is kept as the stored user (spec §3). */
export async function fetchUserInfo(): Promise<UserInfo> {
  const user = await accountRecord('/user/info', UserInfoSchema, { method: 'GET' });
  storeUser(user);
  return user;
}

/** GET /user/check_ms_roler: true means a role must be chosen. */
export async function fetchMustChooseRole(): Promise<boolean> {
  const answer = requireState(
    await accountRequest('/user/check_ms_roler', FlagAnswerSchema, { method: 'GET' }),
  );
  return answer.data === true;
}

export function saveRole(newRoler: SelectableRoleCode): Promise<void> {
  return accountCommand('/user/save_ms_roler', { fields: { new_roler: newRoler } });
}

export function saveNickname(nickname: string): Promise<void> {
  return accountCommand('/user/save', { fields: { nickname } });
}

/** Signing out: whatever the account service answers, the session here is over. */
export async function logout(): Promise<void> {
  await accountRequest('/user/logout', accountAnswerSchema(z.unknown()), {
    ignoreUnauthorized: true,
  });
}
