import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../i18n/i18n.ts';
import { useApiAction } from '../../lib/http/use-api-action.ts';
import { downloadPracticeSheet, type TermOwner } from './term-api.ts';

/** Downloads the 錯字本's practice sheet (A4 PDF of the words not mastered yet). */
export function PracticeSheetButton({ owner, disabled }: { owner: TermOwner; disabled: boolean }) {
  const { t } = useTranslation();
  const action = useApiAction();
  return (
    <button
      type="button"
      className="button primary no-print"
      disabled={disabled || action.busy}
      onClick={() => void action.run(() => downloadPracticeSheet(owner, currentLocale()))}
    >
      {t('term.wordBook.download')}
    </button>
  );
}
