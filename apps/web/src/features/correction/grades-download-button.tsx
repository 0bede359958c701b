import type { ReportLocale } from '@essay/contracts';
import { useTranslation } from 'react-i18next';
import { useApiAction } from '../../lib/http/use-api-action.ts';
import { downloadGradesCsv } from './correction-api.ts';

/** Downloads the homework's grades as CSV for the school's grade book, in the interface's language. */
export function GradesDownloadButton({
  homeworkId,
  homeworkName,
}: {
  homeworkId: number;
  homeworkName: string;
}) {
  const { t, i18n } = useTranslation();
  const download = useApiAction();
  const locale: ReportLocale = i18n.language === 'zh-tw' ? 'zh-tw' : 'en-us';
  return (
    <button
      type="button"
      className="button secondary"
      disabled={download.busy}
      onClick={() =>
        void download.run(() =>
          downloadGradesCsv(
            homeworkId,
            locale,
            t('correction.gradesFileName', { name: homeworkName }),
          ),
        )
      }
    >
      {t('correction.downloadGrades')}
    </button>
  );
}
