import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getToken, readStoredUser, setToken, storeUser } from './storage.ts';

/** Node has no localStorage: a Map-backed stand-in with the same three methods. */
function installLocalStorage(): void {
  const items = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  });
}

describe('browser storage', () => {
  beforeEach(installLocalStorage);
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('keeps the token and the user, and clears both on sign-out', () => {
    setToken('abc');
    storeUser({
      user_roler: 22,
      nickname: 'Lin',
      email: 'a@b.tw',
      avatar: '',
      sch_name: 'S',
      username: 'lin',
    });
    expect(getToken()).toBe('abc');
    expect(readStoredUser()?.user_roler).toBe(22);
    clearSession();
    expect(getToken()).toBeNull();
    expect(readStoredUser()).toBeNull();
  });

  it('logs unreadable stored user data and yields no user', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem('user', '{not json');
    expect(readStoredUser()).toBeNull();
    localStorage.setItem('user', JSON.stringify({ user_roler: 'x' }));
    expect(readStoredUser()).toBeNull();
    expect(logged).toHaveBeenCalledTimes(2);
  });
});
