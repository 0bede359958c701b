import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="footer">
      <p>{t('app.footer')}</p>
      <p>
        <Link to="/privacy">{t('pages.privacy')}</Link>
      </p>
    </footer>
  );
}
