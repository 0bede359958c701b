import { useTranslation } from 'react-i18next';
import { Breadcrumb } from '../../components/ui/breadcrumb.tsx';

/** A titled page for routes whose screens later issues build (student/admin shells, teacher placeholders). */
export function ShellPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  const title = t(titleKey);
  return (
    <section className="page">
      <Breadcrumb items={[{ name: title }]} />
      <h1>{title}</h1>
      <p className="muted">{t('shell.notReady')}</p>
    </section>
  );
}
