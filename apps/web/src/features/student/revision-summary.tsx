import type { RevisionComparison } from '@essay/contracts';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../components/ui/data-table.tsx';
import { currentLocale } from '../../i18n/i18n.ts';

/** What a revision fixed of the earlier report's findings, and how each dimension moved. */
export function RevisionSummary({ revision }: { revision: RevisionComparison }) {
  const { t } = useTranslation();
  const zh = currentLocale() === 'zh-tw';
  const move = (before: number | null, after: number) =>
    before === null
      ? '—'
      : after > before
        ? `+${after - before}`
        : after < before
          ? `${after - before}`
          : '±0';
  const columns: Column<RevisionComparison['dimensions'][number]>[] = [
    {
      key: 'dimension',
      header: t('studentReport.revision.dimension'),
      rowHeader: true,
      cell: (d) => (zh ? d.name['zh-tw'] : d.name.en),
    },
    {
      key: 'before',
      header: t('studentReport.revision.before'),
      cell: (d) => (d.before === null ? '—' : `${d.before} / ${d.max}`),
    },
    {
      key: 'after',
      header: t('studentReport.revision.after'),
      cell: (d) => `${d.after} / ${d.max}`,
    },
    {
      key: 'change',
      header: t('studentReport.revision.change'),
      cell: (d) => move(d.before, d.after),
    },
  ];
  return (
    <section className="revision-summary" aria-labelledby="revision-title">
      <h2 id="revision-title">{t('studentReport.revision.title')}</h2>
      <p>
        {t('studentReport.revision.level', {
          before: revision.level.before_label,
          after: revision.level.after_label,
        })}
      </p>
      <DataTable
        caption={t('studentReport.revision.dimensions')}
        showCaption
        columns={columns}
        rows={revision.dimensions}
        rowKey={(d) => d.key}
      />
      <h3>{t('studentReport.revision.fixed', { count: revision.fixed.length })}</h3>
      {revision.fixed.length === 0 ? (
        <p className="muted">{t('studentReport.revision.noneFixed')}</p>
      ) : (
        <ul className="fixed-findings" aria-label={t('studentReport.revision.fixedList')}>
          {revision.fixed.map((f, i) => (
            <li key={i}>
              <del>{f.original}</del> → <ins>{f.suggestion}</ins>
            </li>
          ))}
        </ul>
      )}
      {revision.remaining.length > 0 && (
        <>
          <h3>{t('studentReport.revision.remaining', { count: revision.remaining.length })}</h3>
          <ul>
            {revision.remaining.map((f, i) => (
              <li key={i}>
                {f.original} → {f.suggestion}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
