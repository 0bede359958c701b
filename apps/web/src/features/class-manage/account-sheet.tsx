import type { NewStudentAccount } from '@essay/contracts';
import { useTranslation } from 'react-i18next';

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
  return (
    <section className="account-sheet" aria-labelledby="account-sheet-title">
      <h2 id="account-sheet-title">{t('classEdit.sheetTitle', { name: className })}</h2>
      <p className="muted no-print">{t('classEdit.sheetHint')}</p>
      <table className="table">
        <thead>
          <tr>
            <th scope="col">{t('classEdit.columns.name')}</th>
            <th scope="col">{t('classEdit.columns.username')}</th>
            <th scope="col">{t('classEdit.columns.password')}</th>
          </tr>
        </thead>
        <tbody>
          {accounts.map((account) => (
            <tr key={`${account.id}-${account.password}`}>
              <th scope="row">{account.nickname}</th>
              <td className="mono">{account.username}</td>
              <td className="mono">{account.password}</td>
            </tr>
          ))}
        </tbody>
      </table>
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
