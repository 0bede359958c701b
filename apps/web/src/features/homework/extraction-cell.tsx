import type { ArticleSummary, HomeworkFile } from '@essay/contracts';
import { useTranslation } from 'react-i18next';
import { useApiAction } from '../../lib/http/use-api-action.ts';
import { retryExtraction } from './homework-api.ts';

export interface ExtractionCellProps {
  homeworkId: number;
  article: ArticleSummary;
  /** The essay's files; a failed one carries its reason. */
  files: readonly HomeworkFile[];
  onRetried: () => void;
}

/** Text extraction progress of one essay: done, pending, or failed with reason and retry. */
export function ExtractionCell({ homeworkId, article, files, onRetried }: ExtractionCellProps) {
  const { t } = useTranslation();
  const { busy, run } = useApiAction();
  const failed = files.filter((file) => file.extraction_status === 'failed');

  const retry = () =>
    run(async () => {
      for (const file of failed) await retryExtraction(homeworkId, file.id);
      onRetried();
    });

  if (failed.length > 0 || article.extraction.failed > 0)
    return (
      <div className="extraction extraction-failed">
        <span>{t('homework.status.extractionFailed')}</span>
        {failed.map((file) => (
          <span key={file.id} className="extraction-reason">
            {file.file_name}: {file.extraction_error ?? t('errors.generic')}
          </span>
        ))}
        <button
          type="button"
          className="button small secondary"
          disabled={busy || failed.length === 0}
          onClick={() => void retry()}
        >
          {t('homework.status.retry')}
        </button>
      </div>
    );
  // A long scan is read page by page (issue 30): its progress in pages.
  const paged = files.filter((file) => file.extraction_status === 'running' && file.pages_total);
  if (article.extraction.pending > 0)
    return (
      <span className="extraction extraction-pending">
        <span className="spinner small" aria-hidden="true" />
        {t('homework.status.extractionPending', { count: article.extraction.pending })}
        {paged.map((file) => (
          <span key={file.id} className="extraction-pages">
            {t('homework.status.extractionPages', {
              read: file.pages_read,
              count: file.pages_total,
            })}
          </span>
        ))}
      </span>
    );
  return <span className="extraction extraction-done">{t('homework.status.extractionDone')}</span>;
}
