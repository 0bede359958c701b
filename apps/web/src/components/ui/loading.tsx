import { useTranslation } from 'react-i18next';

/** The five loading screens of the spec's global elements. */
export type LoadingVariant = 'page' | 'notFound' | 'chart' | 'download' | 'upload';

const ICONS: Record<LoadingVariant, string> = {
  page: '⏳',
  notFound: '🔍',
  chart: '📊',
  download: '⬇',
  upload: '⬆',
};

export function Loading({ variant = 'page' }: { variant?: LoadingVariant }) {
  const { t } = useTranslation();
  return (
    <div className={`loading loading-${variant}`} role="status" aria-live="polite">
      <span className="loading-icon" aria-hidden="true">
        {ICONS[variant]}
      </span>
      {variant !== 'notFound' && <span className="spinner" aria-hidden="true" />}
      <span>{t(`loading.${variant}`)}</span>
    </div>
  );
}
