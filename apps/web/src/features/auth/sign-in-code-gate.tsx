import { SignInCodeDataSchema, type SignInCodeData } from '@essay/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../../lib/toast.ts';
import { ConfirmModal } from '../../components/ui/confirm-modal.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { accountRecord } from '../../lib/http/account-client.ts';
import { authHeaders } from '../../lib/http/read-json.ts';
import { clearSession, getToken, readStoredUser, setToken } from '../../lib/storage.ts';
import { USER_INFO_KEY } from '../../lib/auth/use-current-user.ts';

type GateState =
  | { kind: 'idle' }
  | { kind: 'exchanging' }
  | { kind: 'confirm'; signedIn: SignInCodeData; current: string };

/**
 * The sign-in pages come back with `?code=…` (never a token). The code is taken out of the
 * address at once and exchanged by POST for a token; when another user is already signed in
 * here, the user is asked before the account is switched. Pages render after this is settled.
 */
export function SignInCodeGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const code = new URLSearchParams(location.search).get('code');
  const [state, setState] = useState<GateState>(code ? { kind: 'exchanging' } : { kind: 'idle' });
  const handled = useRef<string | null>(null);

  const adopt = (signedIn: SignInCodeData) => {
    clearSession();
    setToken(signedIn.token);
    // Reset, not remove: components already watching the user (the banner) see the new one.
    void queryClient.resetQueries({ queryKey: USER_INFO_KEY });
    setState({ kind: 'idle' });
  };

  useEffect(() => {
    if (!code || handled.current === code) return;
    handled.current = code;
    setState({ kind: 'exchanging' });
    const params = new URLSearchParams(location.search);
    params.delete('code');
    const search = params.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '' },
      { replace: true },
    );
    void (async () => {
      let signedIn: SignInCodeData;
      try {
        signedIn = await accountRecord('/user/exchange_code', SignInCodeDataSchema, {
          fields: { code },
        });
      } catch (error) {
        console.error('Sign-in code refused', error);
        toast.error(t('signIn.codeRefused'));
        setState({ kind: 'idle' });
        return;
      }
      const current = getToken() ? (readStoredUser()?.username ?? '') : null;
      if (current === null || current === signedIn.username) adopt(signedIn);
      else setState({ kind: 'confirm', signedIn, current });
    })();
    // Runs once per code: `handled` guards against a second run of the same code.
  }, [code]);

  if (state.kind === 'exchanging') return <Loading variant="page" />;
  if (state.kind === 'confirm') {
    const keepCurrent = () => {
      // The new session is not wanted: end it rather than leave a live token unused.
      void fetch('/account/user/logout', {
        method: 'POST',
        headers: authHeaders(state.signedIn.token),
      }).catch(() => undefined);
      setState({ kind: 'idle' });
    };
    return (
      <ConfirmModal
        open
        title={t('signIn.switchTitle')}
        message={
          state.current
            ? t('signIn.switchMessage', { current: state.current, next: state.signedIn.username })
            : t('signIn.switchMessageUnknown', { next: state.signedIn.username })
        }
        confirmLabel={t('signIn.switchConfirm')}
        onConfirm={() => adopt(state.signedIn)}
        onCancel={keepCurrent}
      />
    );
  }
  return <>{children}</>;
}
