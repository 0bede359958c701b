import type { EngineUsageReport } from '@essay/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type Column } from '../../components/ui/data-table.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { API_ERRORS_HANDLED } from '../../lib/http/handle-api-failure.ts';
import { fetchEngineUsage } from './engines-api.ts';

type Row = EngineUsageReport['homeworks'][number];
type Totals = EngineUsageReport['school'];

/** Tokens as counted, cost to four decimals (prices are per 1,000 tokens). */
export const formatTokens = (n: number) => n.toLocaleString('en-US');
export const formatCost = (n: number) =>
  n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 4 });

/** What the `llm` engine and the `llm-vision` reader spent: the school, each homework, the pages. */
export function EngineUsageSection({ linkToSettings = false }: { linkToSettings?: boolean }) {
  const { t } = useTranslation();
  const usage = useQuery({
    queryKey: ['admin-engine-usage'],
    queryFn: fetchEngineUsage,
    meta: API_ERRORS_HANDLED,
  });
  const totals = (label: string, row: Totals) => ({ ...row, homework_id: 0, name: label });
  const columns: Column<Row>[] = [
    {
      key: 'homework',
      header: t('engines.homework'),
      cell: (r) => r.name ?? t('engines.deletedHomework', { id: r.homework_id }),
    },
    { key: 'corrections', header: t('engines.corrections'), cell: (r) => r.corrections },
    { key: 'fallbacks', header: t('engines.fallbacks'), cell: (r) => r.fallbacks },
    { key: 'input', header: t('engines.inputTokens'), cell: (r) => formatTokens(r.input_tokens) },
    {
      key: 'output',
      header: t('engines.outputTokens'),
      cell: (r) => formatTokens(r.output_tokens),
    },
    { key: 'cost', header: t('engines.cost'), cell: (r) => formatCost(r.cost) },
  ];
  const report = usage.data;
  return (
    <section className="usage-section" aria-labelledby="engine-usage" data-testid="engine-usage">
      <h2 id="engine-usage">{t('engines.usage')}</h2>
      {!report ? (
        <Loading />
      ) : (
        <>
          <DataTable
            caption={t('engines.usage')}
            columns={columns}
            rows={
              report.school.corrections === 0
                ? []
                : [...report.homeworks, totals(t('engines.schoolTotal'), report.school)]
            }
            rowKey={(r) => r.homework_id}
            rowProps={(r) => ({ 'data-homework': r.homework_id })}
            empty={t('engines.noUsage')}
          />
          <p data-testid="engine-ocr-usage">
            {t('engines.ocrPages', {
              pages: report.ocr.pages,
              fallbacks: report.ocr.fallbacks,
              input: formatTokens(report.ocr.input_tokens),
              output: formatTokens(report.ocr.output_tokens),
              cost: formatCost(report.ocr.cost),
            })}
          </p>
        </>
      )}
      {linkToSettings && <Link to="/admin-report/engines">{t('pages.engineSettings')}</Link>}
    </section>
  );
}
