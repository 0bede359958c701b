import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../components/layout/page.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { DateRangeFields, endsBeforeStart } from '../../components/date-range-fields.tsx';
import { API_ERRORS_HANDLED } from '../../lib/http/handle-api-failure.ts';
import { useApiAction } from '../../lib/http/use-api-action.ts';
import { downloadUsageCsv, fetchUsage, type DateRange } from './admin-report-api.ts';
import { EngineUsageSection } from './engine-usage-section.tsx';
import { StorageSection } from './storage-section.tsx';
import { UsageSections, type View } from './usage-sections.tsx';
import './admin-report.css';
import { Button, SubmitButton } from '../../components/ui/button.tsx';

/** /admin-report (admin): the school's usage statistics for a date range, as charts or tables, and CSV. */
export function AdminReportPage() {
  const { t } = useTranslation();
  const [range, setRange] = useState<DateRange>({});
  const [draft, setDraft] = useState<{ from: string; to: string }>({ from: '', to: '' });
  const [error, setError] = useState<string | undefined>();
  const [view, setView] = useState<View>('chart');
  const csv = useApiAction();
  const usage = useQuery({
    queryKey: ['admin-usage', range.from ?? '', range.to ?? ''],
    queryFn: () => fetchUsage(range),
    placeholderData: keepPreviousData,
    meta: API_ERRORS_HANDLED,
  });
  const report = usage.data;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (endsBeforeStart(draft)) {
      setError(t('adminReport.badRange'));
      return;
    }
    setRange({ from: draft.from || undefined, to: draft.to || undefined });
  };

  const download = async () => {
    if (!report) return;
    await csv.run(() =>
      downloadUsageCsv(
        { from: report.from, to: report.to },
        `usage-${report.from}-${report.to}.csv`,
      ),
    );
  };

  return (
    <Page className="admin-report-page" title={t('pages.adminReport')}>
      <nav className="admin-report-links" aria-label={t('pages.adminReport')}>
        <Link to="/admin-audit">{t('pages.adminAudit')}</Link>
        <Link to="/admin-students">{t('pages.adminStudents')}</Link>
      </nav>
      <form className="range-form" onSubmit={apply} noValidate>
        <DateRangeFields
          from={draft.from || report?.from || ''}
          to={draft.to || report?.to || ''}
          error={error}
          onChange={(end, value) => {
            setDraft({ ...draft, [end]: value });
            setError(undefined);
          }}
        />
        <SubmitButton label={t('adminReport.apply')} />
      </form>
      {!report ? (
        <Loading variant="chart" />
      ) : (
        <>
          <div className="usage-summary" aria-live="polite">
            <p>{t('adminReport.range', { from: report.from, to: report.to })}</p>
            <p>
              {t('adminReport.essaysCorrected')}:{' '}
              <strong data-testid="usage-essays">{report.essays_corrected}</strong>
            </p>
            <p>
              {t('adminReport.pointsSpent')}:{' '}
              <strong data-testid="usage-points">{report.points_spent}</strong>
            </p>
          </div>
          <div className="usage-actions">
            <Button
              tone="secondary"
              aria-pressed={view === 'table'}
              onClick={() => setView(view === 'table' ? 'chart' : 'table')}
            >
              {t('adminReport.tableView')}
            </Button>
            <Button tone="secondary" disabled={csv.busy} onClick={() => void download()}>
              {t('adminReport.downloadCsv')}
            </Button>
          </div>
          <UsageSections report={report} view={view} />
          <EngineUsageSection linkToSettings />
          <StorageSection />
        </>
      )}
    </Page>
  );
}
