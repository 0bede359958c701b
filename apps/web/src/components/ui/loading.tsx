import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from './icon.tsx';

/** The five loading screens of the spec's global elements. */
export type LoadingVariant = 'page' | 'notFound' | 'chart' | 'download' | 'upload';

const ICONS: Record<LoadingVariant, IconName> = {
  page: 'hourglass',
  notFound: 'search',
  chart: 'chart',
  download: 'download',
  upload: 'upload',
};

export function Loading({ variant = 'page' }: { variant?: LoadingVariant }) {
  const { t } = useTranslation();
  return (
    <div className={`loading loading-${variant}`} role="status" aria-live="polite">
      <span className="loading-icon">
        <Icon name={ICONS[variant]} />
      </span>
      {variant !== 'notFound' && <span className="spinner" aria-hidden="true" />}
      <span>{t(`loading.${variant}`)}</span>
    </div>
  );
}
