import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface BreadcrumbItem {
  name: string;
  path?: string;
}

/** Home (-> /main), then the given items; the last one is plain text. */
export function Breadcrumb({ items }: { items: readonly BreadcrumbItem[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('breadcrumb.label')} className="breadcrumb">
      <ol>
        <li>
          {items.length === 0 ? (
            <span aria-current="page">{t('breadcrumb.home')}</span>
          ) : (
            <Link to="/main">{t('breadcrumb.home')}</Link>
          )}
        </li>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${item.name}-${index}`}>
              {last || !item.path ? (
                <span aria-current={last ? 'page' : undefined}>{item.name}</span>
              ) : (
                <Link to={item.path}>{item.name}</Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
