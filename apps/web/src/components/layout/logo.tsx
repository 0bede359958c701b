import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../i18n/i18n.ts';

/** The brand in the interface's language: a zh-tw reader sees 作文作業平台, not "Essay Homework". */
export function Logo({ className }: { className?: string }) {
  const { t } = useTranslation();
  const src = currentLocale() === 'zh-tw' ? '/logo-zh-tw.svg' : '/logo.svg';
  return <img src={src} alt={t('app.logoAlt')} width={200} height={50} className={className} />;
}
