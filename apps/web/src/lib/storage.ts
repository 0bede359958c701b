import { UserInfoSchema, type UserInfo } from '@essay/contracts';

/** Browser storage keys of spec §3. */
export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  locale: 'locale',
  screenSizeWarningDismissed: 'screenSizeWarningDismissed',
} as const;

export function getToken(): string | null {
  const token = localStorage.getItem(STORAGE_KEYS.token);
  return token && token.length > 0 ? token : null;
}

export function setToken(token: string): void {
  localStorage.setItem(STORAGE_KEYS.token, token);
}

/** Signing out or an unauthorised account answer forgets both the token and the cached user. */
export function clearSession(): void {
  localStorage.removeItem(STORAGE_KEYS.token);
  localStorage.removeItem(STORAGE_KEYS.user);
}

export function storeUser(user: UserInfo): void {
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

/** Unreadable stored user data is logged and yields no user (spec §3). */
export function readStoredUser(): UserInfo | null {
  const raw = localStorage.getItem(STORAGE_KEYS.user);
  if (raw === null) return null;
  try {
    return UserInfoSchema.parse(JSON.parse(raw));
  } catch (error) {
    console.error('Unreadable stored user data', error);
    return null;
  }
}
