import { roleOfCode, type Role, type UserInfo } from '@essay/contracts';
import { useQuery } from '@tanstack/react-query';
import { getToken, readStoredUser } from '../storage.ts';
import { fetchUserInfo } from './auth-api.ts';

export const USER_INFO_KEY = ['user-info'] as const;

export interface CurrentUser {
  user: UserInfo | null;
  role: Role | null;
  /** True while the first answer is awaited and nothing is stored yet. */
  loading: boolean;
}

/** The signed-in user: the stored copy at once, refreshed from the account service. */
export function useCurrentUser(): CurrentUser {
  const token = getToken();
  const stored = readStoredUser();
  const query = useQuery({
    queryKey: USER_INFO_KEY,
    queryFn: fetchUserInfo,
    enabled: token !== null,
    ...(stored ? { initialData: stored, initialDataUpdatedAt: 0 } : {}),
    staleTime: 30_000,
  });
  if (token === null) return { user: null, role: null, loading: false };
  const user = query.data ?? null;
  return { user, role: roleOfCode(user?.user_roler), loading: query.isPending };
}
