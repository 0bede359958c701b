import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { getToken } from '../../lib/storage.ts';

/** Page404: unknown paths, disallowed roles and product-API 401 answers land here. */
export function Page404() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBack = () => {
    // React Router keeps the history index in history.state; 0 means there is nothing to go back to.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(getToken() ? '/main' : '/');
  };
  return (
    <section className="not-found">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <button type="button" className="button primary" onClick={goBack}>
        {t('notFound.back')}
      </button>
    </section>
  );
}
