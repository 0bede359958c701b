import { useTranslation } from 'react-i18next';
import type { Column } from '../../components/ui/data-table.tsx';
import { formatDateTime } from '../../lib/format-date.ts';
import { usePagedQuery } from '../../lib/use-paged-query.ts';
import { fetchGetLog, fetchUseLog, POINT_QUERY_ROOT } from './point-api.ts';
import { sourceText } from './point-source.ts';
import { RecordTable } from '../../components/ui/record-table.tsx';

/** What the two point logs have in common: points (signed), where they came from or went, when. */
interface LogRow {
  points: string;
  serviceType: string;
  sourceId: number | null;
  time: string;
}

const LOGS = {
  get: async (proKey: string, page: number) => {
    const answer = await fetchGetLog(proKey, page);
    return {
      ...answer,
      rows: answer.rows.map((row): LogRow => ({
        points: `+${row.point}`,
        serviceType: row.service_type,
        sourceId: row.source_id ?? null,
        time: row.add_time,
      })),
    };
  },
  use: async (proKey: string, page: number) => {
    const answer = await fetchUseLog(proKey, page);
    return {
      ...answer,
      rows: answer.rows.map((row): LogRow => ({
        points: `-${row.use_point}`,
        serviceType: row.service_type,
        sourceId: null,
        time: row.add_time,
      })),
    };
  },
} as const;

/** Get record or use record (spec §2 /point): one paged table of the account's point movements. */
export function PointLogTab({ kind, proKey }: { kind: keyof typeof LOGS; proKey: string }) {
  const { t } = useTranslation();
  const list = usePagedQuery([POINT_QUERY_ROOT, kind, proKey], (page) => LOGS[kind](proKey, page));
  const columns: Column<LogRow>[] = [
    { key: 'points', header: t('point.columns.points'), cell: (row) => row.points },
    {
      key: 'service',
      header: t('point.columns.service'),
      cell: (row) => sourceText(row.serviceType, row.sourceId, (key, vars) => t(key, vars ?? {})),
    },
    { key: 'time', header: t('point.columns.time'), cell: (row) => formatDateTime(row.time) },
  ];
  return (
    <RecordTable
      caption={t(`point.tabs.${kind}`)}
      columns={columns}
      list={list}
      rowKey={(row, index) => `${row.time}-${index}`}
    />
  );
}
