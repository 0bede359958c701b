import type { UsageReport } from '@essay/contracts';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/ui/data-table.tsx';
import { BarChart, type BarSeries } from './bar-chart.tsx';
import { levelScales } from './level-scales.ts';

export type View = 'chart' | 'table';

interface Section {
  id: string;
  title: string;
  labels: string[];
  series: BarSeries[];
  stacked?: boolean;
  /** The label column's header in the table view. */
  labelHeader: string;
}

/** A row of the table view: the label and where its values stand in each series. */
interface UsageRow {
  label: string;
  index: number;
}

/** One report section: the chart, or its numbers as a table. */
function UsageSection({ section, view }: { section: Section; view: View }) {
  const { t } = useTranslation();
  let body: ReactNode;
  if (section.labels.length === 0) body = <p className="muted">{t('adminReport.empty')}</p>;
  else if (view === 'chart')
    body = (
      <BarChart
        title={section.title}
        labels={section.labels}
        series={section.series}
        stacked={section.stacked ?? false}
      />
    );
  else
    body = (
      <DataTable
        caption={section.title}
        columns={[
          {
            key: 'label',
            header: section.labelHeader,
            rowHeader: true,
            cell: (row: UsageRow) => row.label,
          },
          ...section.series.map((s) => ({
            key: s.label,
            header: s.label,
            cell: (row: UsageRow) => s.values[row.index] ?? 0,
          })),
        ]}
        rows={section.labels.map((label, index) => ({ label, index }))}
        rowKey={(row) => `${row.label}-${row.index}`}
      />
    );
  return (
    <section className="usage-section" aria-labelledby={`usage-${section.id}`}>
      <h2 id={`usage-${section.id}`}>{section.title}</h2>
      {body}
    </section>
  );
}

/** Corrections by week, teacher and class; levels per homework and class. */
export function UsageSections({ report, view }: { report: UsageReport; view: View }) {
  const { t } = useTranslation();
  const sections = useMemo<Section[]>(() => {
    const essays = t('adminReport.essaysCorrected');
    const points = t('adminReport.pointsSpent');
    const className = (name: string) => name || t('adminReport.noClass');
    const pair = (rows: { essays_corrected: number; points_spent: number }[]): BarSeries[] => [
      { label: essays, values: rows.map((r) => r.essays_corrected) },
      { label: points, values: rows.map((r) => r.points_spent) },
    ];
    const groupOf = (l: UsageReport['levels'][number]) =>
      `${l.homework_name} · ${className(l.class_name)}`;
    return [
      {
        id: 'week',
        title: t('adminReport.byWeek'),
        labelHeader: t('adminReport.week'),
        labels: report.by_week.map((w) => w.week),
        series: pair(report.by_week),
      },
      {
        id: 'teacher',
        title: t('adminReport.byTeacher'),
        labelHeader: t('adminReport.teacher'),
        labels: report.by_teacher.map((r) => r.teacher_name),
        series: pair(report.by_teacher),
      },
      {
        id: 'class',
        title: t('adminReport.byClass'),
        labelHeader: t('adminReport.class'),
        labels: report.by_class.map((r) => className(r.class_name)),
        series: pair(report.by_class),
      },
      // One chart per scale (issue 41): 級分, points out of N and grades never share a legend.
      ...(report.levels.length === 0
        ? [
            {
              id: 'levels',
              title: t('adminReport.levels'),
              labelHeader: t('adminReport.homeworkAndClass'),
              labels: [],
              series: [],
            },
          ]
        : []),
      ...levelScales(report.levels).map(({ scale, levels: rows }) => {
        const groups = [...new Set(rows.map(groupOf))];
        const levels = [...new Set(rows.map((l) => l.level))].sort((a, b) =>
          a.localeCompare(b, 'en', { numeric: true }),
        );
        return {
          id: `levels-${scale.key}`,
          title: t('adminReport.levelsOn', {
            title: t('adminReport.levels'),
            scale: t(`adminReport.scale.${scale.kind}`, { full: scale.full ?? '' }),
          }),
          labelHeader: t('adminReport.homeworkAndClass'),
          labels: groups,
          stacked: true,
          series: levels.map((level) => ({
            // The level as the rubric writes it ("3級分", "8/20", "B+"); the chart's title names the scale.
            label: level,
            values: groups.map((group) =>
              rows
                .filter((l) => groupOf(l) === group && l.level === level)
                .reduce((n, l) => n + l.essays, 0),
            ),
          })),
        };
      }),
    ];
  }, [report, t]);
  return (
    <>
      {sections.map((section) => (
        <UsageSection key={section.id} section={section} view={view} />
      ))}
    </>
  );
}
