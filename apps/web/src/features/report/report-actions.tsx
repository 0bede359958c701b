import type { Article } from '@essay/contracts';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/ui/icon.tsx';
import {
  GradingConfirm,
  useGradingConfirm,
  type GradingCall,
} from '../../components/grading-confirm.tsx';
import { reportPdfUrl, type ReportLocale } from './report-api.ts';

export interface ReportActionsProps {
  article: Article;
  locale: ReportLocale;
  /** The comments' language the page shows; the PDF follows it. */
  feedback: ReportLocale | null;
  canEdit: boolean;
  onEdit: () => void;
  /** Re-correct this essay (any kind, issue 29: Word essays have no page dialog), cost first. */
  regrade: GradingCall;
}

/** Spec §2 buttons: edit, download the raw essay file, download the report (new tab), print. */
export function ReportActions(props: ReportActionsProps) {
  const { article, locale, feedback, canEdit, onEdit, regrade } = props;
  const { t } = useTranslation();
  const regradeConfirm = useGradingConfirm(regrade, {
    title: t('report.dialog.regrade'),
    question: t('report.regradeConfirm'),
    target: { articleId: article.id },
  });
  const correctable = article.status === 'graded' || article.status === 'failed';
  const pdf = reportPdfUrl(article, locale, feedback);
  const sharedPdf = reportPdfUrl(article, locale, feedback, true);
  return (
    <div className="report-toolbar report-actions" role="group" aria-label={t('report.actions')}>
      <button type="button" className="button secondary" disabled={!canEdit} onClick={onEdit}>
        <Icon name="edit" size={18} />
        {t('report.edit')}
      </button>
      {correctable && (
        <button
          type="button"
          className="button secondary"
          disabled={regrade.isPending}
          onClick={regradeConfirm.ask}
        >
          {t('report.dialog.regrade')}
        </button>
      )}
      {article.file_url && (
        <a
          className="button secondary"
          href={article.file_url}
          download={article.file_name ?? true}
        >
          <Icon name="download" size={18} />
          {t('report.downloadRaw')}
        </a>
      )}
      {pdf && (
        <a className="button secondary" href={pdf} target="_blank" rel="noopener noreferrer">
          <Icon name="download" size={18} />
          {t('report.downloadReport')}
        </a>
      )}
      {sharedPdf && (
        <a className="button secondary" href={sharedPdf} target="_blank" rel="noopener noreferrer">
          <Icon name="download" size={18} />
          {t('report.downloadWithoutName')}
        </a>
      )}
      <button type="button" className="button secondary" onClick={() => window.print()}>
        {t('report.print')}
      </button>
      <GradingConfirm {...regradeConfirm.dialog} />
    </div>
  );
}
