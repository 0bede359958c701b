import type { PointGetLogRow, PointUseLogRow } from '@essay/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format-date.ts';
import { fetchGetLog, fetchUseLog } from './point-api.ts';
import { sourceText } from './point-source.ts';
import { RecordTable, type Column } from './record-table.tsx';
import { usePagedRecords } from './use-paged-records.ts';

export function GetLogTab({ proKey }: { proKey: string }) {
  const { t } = useTranslation();
  const list = usePagedRecords('get', proKey, fetchGetLog);
  const columns: Column<PointGetLogRow>[] = [
    { header: t('point.columns.points'), cell: (row) => `+${row.point}` },
    {
      header: t('point.columns.service'),
      cell: (row) => sourceText(row.service_type, row.source_id, (key, vars) => t(key, vars ?? {})),
    },
    { header: t('point.columns.time'), cell: (row) => formatDateTime(row.add_time) },
  ];
  return (
    <RecordTable
      caption={t('point.tabs.get')}
      columns={columns}
      rows={list.rows}
      rowKey={(row, index) => `${row.add_time}-${index}`}
      loading={list.loading}
      page={list.page}
      last={list.last}
      onPage={list.setPage}
    />
  );
}

export function UseLogTab({ proKey }: { proKey: string }) {
  const { t } = useTranslation();
  const list = usePagedRecords('use', proKey, fetchUseLog);
  const columns: Column<PointUseLogRow>[] = [
    { header: t('point.columns.points'), cell: (row) => `-${row.use_point}` },
    {
      header: t('point.columns.service'),
      cell: (row) => sourceText(row.service_type, null, (key) => t(key)),
    },
    { header: t('point.columns.time'), cell: (row) => formatDateTime(row.add_time) },
  ];
  return (
    <RecordTable
      caption={t('point.tabs.use')}
      columns={columns}
      rows={list.rows}
      rowKey={(row, index) => `${row.add_time}-${index}`}
      loading={list.loading}
      page={list.page}
      last={list.last}
      onPage={list.setPage}
    />
  );
}
