import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useCurrentUser } from '../../lib/auth/use-current-user.ts';
import { accountPageUrl } from '../../lib/auth/account-links.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import { LanguageSwitcher } from './language-switcher.tsx';
import { Logo } from './logo.tsx';
import { useSignOut } from '../../lib/auth/use-sign-out.ts';

/** Logo at left; right side depends on the route (spec §2, global elements). */
export function Banner() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { role } = useCurrentUser();
  const locale = currentLocale();
  const signOut = useSignOut();

  let right = null;
  if (pathname === '/') {
    right = (
      <nav className="banner-links" aria-label={t('banner.login')}>
        <a href={accountPageUrl('login', locale)}>{t('banner.login')}</a>
        <a href={accountPageUrl('register', locale)}>{t('banner.register')}</a>
      </nav>
    );
  } else if (pathname.startsWith('/aipaper')) {
    right = <p className="banner-title">{t('banner.essayReport')}</p>;
  } else if (role) {
    right = (
      <Link className="banner-edition" to="/profile">
        {t(`banner.edition.${role}`)}
      </Link>
    );
  }
  // Issue 29: signing out is in the header on every signed-in page, not only on the profile page.
  const signOutButton = role && pathname !== '/' && (
    <button type="button" className="button secondary small" onClick={() => void signOut()}>
      {t('profile.logout')}
    </button>
  );

  return (
    <header className="banner">
      <Link to={pathname === '/' ? '/' : '/main'} className="banner-logo">
        <Logo />
      </Link>
      <div className="banner-right">
        {right}
        {signOutButton}
        <LanguageSwitcher />
      </div>
    </header>
  );
}
