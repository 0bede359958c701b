import { useEffect } from 'react';
import { Loading } from '../../components/ui/loading.tsx';
import { currentLocale } from '../../i18n/i18n.ts';
import { accountPageUrl } from '../../lib/auth/account-links.ts';

/** /login: forwards to the account service's sign-in page, which comes back to /main. */
export function LoginRedirectPage() {
  useEffect(() => {
    window.location.replace(accountPageUrl('login', currentLocale()));
  }, []);
  return <Loading variant="page" />;
}
