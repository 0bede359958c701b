import type { NewStudentAccount } from '@essay/contracts';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../components/ui/data-table.tsx';

/**
 * The hand-out sheet: names, usernames and initial passwords, shown once after they are made.
 * Printing prints this sheet alone (class-manage.css).
 */
export function AccountSheet({
  className,
  accounts,
  onClose,
}: {
  className: string;
  accounts: readonly NewStudentAccount[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  if (accounts.length === 0) return null;
  const columns: Column<NewStudentAccount>[] = [
    {
      key: 'name',
      header: t('classEdit.columns.name'),
      rowHeader: true,
      cell: (account) => account.nickname,
    },
    {
      key: 'username',
      header: t('classEdit.columns.username'),
      className: 'mono',
      cell: (account) => account.username,
    },
    {
      key: 'password',
      header: t('classEdit.columns.password'),
      className: 'mono',
      cell: (account) => account.password,
    },
  ];
  return (
    <section className="account-sheet" aria-labelledby="account-sheet-title">
      <h2 id="account-sheet-title">{t('classEdit.sheetTitle', { name: className })}</h2>
      <p className="muted no-print">{t('classEdit.sheetHint')}</p>
      <DataTable
        columns={columns}
        rows={accounts}
        rowKey={(account) => `${account.id}-${account.password}`}
      />
      <div className="actions no-print">
        <button type="button" className="button primary" onClick={() => window.print()}>
          {t('classEdit.print')}
        </button>
        <button type="button" className="button secondary" onClick={onClose}>
          {t('classEdit.closeSheet')}
        </button>
      </div>
    </section>
  );
}
