import { buildReportView, essayTitleOf } from '@essay/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Page } from '../../components/layout/page.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { currentLocale } from '../../i18n/i18n.ts';
import { API_ERRORS_HANDLED } from '../../lib/http/handle-api-failure.ts';
import { ReportDocumentView } from '../../components/report/report-document-view.tsx';
import '../../components/report/report.css';
import { RereadSection } from './reread-section.tsx';
import { RevisionSummary } from './revision-summary.tsx';
import { fetchStudentReport, studentKeys } from './student-api.ts';

/**
 * /aipaper/{homework_id}/{article_id} for a student: their own report once the teacher released
 * it (anything else is the not-found page), drawn from the same view model as the teacher's.
 */
export function StudentReportPage() {
  const { t } = useTranslation();
  const params = useParams();
  const articleId = Number(params.articleId);
  const valid = Number.isInteger(articleId) && articleId > 0;
  const locale = currentLocale();
  const report = useQuery({
    queryKey: studentKeys.report(articleId),
    queryFn: () => fetchStudentReport(articleId),
    enabled: valid,
    meta: API_ERRORS_HANDLED,
  });
  const view = useMemo(
    () => (report.data ? buildReportView(report.data, locale) : null),
    [report.data, locale],
  );
  const title = t('pages.aipaper');
  return (
    <Page
      className="report-page"
      title={report.data ? `${title}: ${essayTitleOf(report.data.article)}` : title}
      trail={[{ name: t('pages.assignmentUpload'), path: '/assignment-upload' }]}
      crumb={title}
    >
      {report.isPending && valid ? (
        <Loading variant="page" />
      ) : report.data && view ? (
        <>
          <p className="no-print">
            <button type="button" className="button secondary" onClick={() => window.print()}>
              {t('studentReport.print')}
            </button>
          </p>
          {report.data.revision && <RevisionSummary revision={report.data.revision} />}
          <div className="report-print-area" role="region" aria-label={t('report.regionLabel')}>
            <ReportDocumentView view={view} />
          </div>
          <RereadSection articleId={articleId} rereads={report.data.rereads} />
        </>
      ) : null}
    </Page>
  );
}
