import { useQuery } from '@tanstack/react-query';
import { PrivacyInfoSchema, type ConfiguredEngine } from '@essay/contracts';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../components/ui/loading.tsx';
import { apiRequest } from '../../lib/http/api-client.ts';

const fetchPrivacy = () => apiRequest('/privacy', PrivacyInfoSchema);

/** /privacy (everyone, signed in or not): what this deployment keeps, how long, where, and which engines read essays. */
export function PrivacyPage() {
  const { t } = useTranslation();
  const info = useQuery({ queryKey: ['privacy'], queryFn: fetchPrivacy });
  const data = info.data;
  const engine = (e: ConfiguredEngine) =>
    t(e.where === 'this_server' ? 'privacy.engineHere' : 'privacy.engineExternal', {
      role: t(`privacy.role.${e.role}`),
      name: e.name,
      host: e.host,
    });
  return (
    <section className="page privacy-page">
      <h1>{t('pages.privacy')}</h1>
      {!data ? (
        <Loading variant="page" />
      ) : (
        <>
          <p>{t('privacy.intro', { product: data.product_name })}</p>
          <h2>{t('privacy.keptTitle')}</h2>
          <ul>
            {(['essays', 'reports', 'accounts', 'points', 'trail'] as const).map((item) => (
              <li key={item}>{t(`privacy.kept.${item}`)}</li>
            ))}
          </ul>
          <h2>{t('privacy.howLongTitle')}</h2>
          <ul>
            <li>
              {t('privacy.howLong.essays', {
                years: data.default_retention_years,
                min: data.min_retention_years,
                max: data.max_retention_years,
              })}
            </li>
            <li>{t('privacy.howLong.accounts')}</li>
            <li>{t('privacy.howLong.trail')}</li>
            <li>{t('privacy.howLong.afterDeletion')}</li>
          </ul>
          <h2>{t('privacy.whereTitle')}</h2>
          <ul>
            <li>{t(`privacy.database.${data.database}`)}</li>
            <li>{t(`privacy.fileStore.${data.file_store}`)}</li>
          </ul>
          <h2>{t('privacy.enginesTitle')}</h2>
          <ul data-testid="privacy-engines">
            {data.engines.map((e) => (
              <li key={`${e.role}-${e.name}`}>{engine(e)}</li>
            ))}
          </ul>
          <p>{t('privacy.noNames')}</p>
          <h2>{t('privacy.rightsTitle')}</h2>
          <p>{t('privacy.rights')}</p>
          {(data.contact.email || data.contact.phone) && (
            <p>
              {t('privacy.contact', {
                name: data.contact.name,
                email: data.contact.email,
                phone: data.contact.phone,
              })}
            </p>
          )}
        </>
      )}
    </section>
  );
}
