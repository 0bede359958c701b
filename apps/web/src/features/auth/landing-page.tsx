import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../i18n/i18n.ts';
import { accountPageUrl } from '../../lib/auth/account-links.ts';
import { Logo } from '../../components/layout/logo.tsx';

/** "/": logo, login and register buttons leading to the account service pages. */
export function LandingPage() {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (
    <section className="landing">
      <Logo className="landing-logo" />
      <h1>{t('landing.title')}</h1>
      <p>{t('landing.intro')}</p>
      <div className="actions">
        <a className="button primary" href={accountPageUrl('login', locale)}>
          {t('landing.login')}
        </a>
        <a className="button secondary" href={accountPageUrl('register', locale)}>
          {t('landing.register')}
        </a>
      </div>
    </section>
  );
}
