import type { UserInfo } from '@essay/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { UnauthorizedError } from '../../lib/http/http-errors.ts';
import { isLeavingForLogin } from '../../lib/navigation.ts';
import { getToken } from '../../lib/storage.ts';
import { fetchMustChooseRole, fetchUserInfo } from '../../lib/auth/auth-api.ts';
import { USER_INFO_KEY } from '../../lib/auth/use-current-user.ts';

export type MainStep = 'loading' | 'role' | 'nickname' | 'ready';

/**
 * The /main start sequence of spec §4 (the token now comes from a one-time code, see
 * sign-in-code-gate.tsx): user info (failure -> /),
 * role dialog when check_ms_roler says so, nickname dialog when it is missing, then ready.
 */
export function useMainStartup() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<MainStep>('loading');
  const [user, setUser] = useState<UserInfo | null>(null);
  const started = useRef(false);
  // Read at the first render: a 401 from another call of the page (the banner's) may clear the
  // token before this effect runs, and that 401 is already on its way to /login.
  const [hadToken] = useState(() => getToken() !== null);

  const loadUser = useCallback(async () => {
    const fresh = await queryClient.fetchQuery({
      queryKey: USER_INFO_KEY,
      queryFn: fetchUserInfo,
      staleTime: 0,
    });
    setUser(fresh);
    return fresh;
  }, [queryClient]);

  const stepAfterRole = (info: UserInfo): MainStep =>
    info.nickname.trim() === '' ? 'nickname' : 'ready';

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // A token never arrives in the address any more: SignInCodeGate has exchanged the sign-in code.
    if (!hadToken) {
      // No token: the landing page, unless another call's 401 just took it and is on its way
      // to /login (this lazy page may load after that 401 came back).
      if (!isLeavingForLogin()) void navigate('/', { replace: true });
      return;
    }
    void (async () => {
      let info: UserInfo;
      try {
        info = await loadUser();
      } catch (error) {
        console.error('User info failed', error);
        // A 401 (this call's or another's) has already sent the browser to /login; anything else
        // returns to the landing page.
        if (!(error instanceof UnauthorizedError) && !isLeavingForLogin())
          void navigate('/', { replace: true });
        return;
      }
      let mustChoose = false;
      try {
        mustChoose = await fetchMustChooseRole();
      } catch (error) {
        console.error('Role check failed', error);
      }
      setStep(mustChoose ? 'role' : stepAfterRole(info));
    })();
  }, [hadToken, loadUser, navigate]);

  const onRoleSaved = useCallback(async () => {
    setStep(stepAfterRole(await loadUser()));
  }, [loadUser]);

  const onNicknameSaved = useCallback(async () => {
    await loadUser();
    setStep('ready');
  }, [loadUser]);

  return { step, user, onRoleSaved, onNicknameSaved };
}
