import { useTranslation } from 'react-i18next';
import { acceptPage } from '../../lib/pagination.ts';

export interface PaginationProps {
  page: number;
  last: number;
  onChange: (page: number) => void;
}

/** Previous / next with "page x of y"; requests outside 1..last are ignored. */
export function Pagination({ page, last, onChange }: PaginationProps) {
  const { t } = useTranslation();
  const go = (requested: number) => {
    const accepted = acceptPage(requested, page, last);
    if (accepted !== null) onChange(accepted);
  };
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      <button
        type="button"
        className="button secondary"
        onClick={() => go(page - 1)}
        disabled={page <= 1}
      >
        {t('pagination.previous')}
      </button>
      <span aria-live="polite">{t('pagination.pageOf', { page, total: last })}</span>
      <button
        type="button"
        className="button secondary"
        onClick={() => go(page + 1)}
        disabled={page >= last}
      >
        {t('pagination.next')}
      </button>
    </nav>
  );
}
