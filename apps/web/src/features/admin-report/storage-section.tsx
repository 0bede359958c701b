import type { StoredFiles } from '@essay/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../components/ui/loading.tsx';
import { API_ERRORS_HANDLED } from '../../lib/http/handle-api-failure.ts';
import { fetchStorage } from './admin-report-api.ts';

/** Megabytes to one decimal, in the page's language. */
function megabytes(bytes: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'megabyte',
    maximumFractionDigits: 1,
  }).format(bytes / 1_000_000);
}

/** The school's share of the file store (issue 27): a figure for the admin, not a quota. */
export function StorageSection() {
  const { t, i18n } = useTranslation();
  const storage = useQuery({
    queryKey: ['admin-storage'],
    queryFn: fetchStorage,
    meta: API_ERRORS_HANDLED,
  });
  const line = (label: string, files: StoredFiles) => (
    <>
      <dt>{label}</dt>
      <dd>
        {t('storage.files', { count: files.count })} · {megabytes(files.bytes, i18n.language)}
      </dd>
    </>
  );
  const figure = storage.data;
  return (
    <section className="usage-section" aria-labelledby="school-storage" data-testid="storage">
      <h2 id="school-storage">{t('storage.title')}</h2>
      {!figure ? (
        <Loading />
      ) : (
        <dl className="storage-figures">
          {line(t('storage.homeworkFiles'), figure.files)}
          {line(t('storage.avatars'), figure.avatars)}
          <dt>{t('storage.total')}</dt>
          <dd>{megabytes(figure.total_bytes, i18n.language)}</dd>
        </dl>
      )}
    </section>
  );
}
