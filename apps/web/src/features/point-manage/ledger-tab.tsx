import type { SchoolLedgerRow } from '@essay/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format-date.ts';
import { usePagedQuery } from '../../lib/use-paged-query.ts';
import type { Column } from '../../components/ui/data-table.tsx';
import { RecordTable } from '../../components/ui/record-table.tsx';
import { fetchSchoolLedger, POINT_MANAGE_KEY } from './point-manage-api.ts';

const SERVICE_KEYS = ['point_ask', 'grant', 'essay_grade', 'refund', 'seed'];

/** The school's ledger: every teacher's gains and spending, newest first. */
export function LedgerTab() {
  const { t } = useTranslation();
  const list = usePagedQuery([POINT_MANAGE_KEY, 'ledger'], fetchSchoolLedger);
  const service = (type: string) =>
    SERVICE_KEYS.includes(type) ? t(`pointManage.service.${type}`) : type;
  const columns: Column<SchoolLedgerRow>[] = [
    {
      key: 'teacher',
      header: t('pointManage.columns.teacher'),
      cell: (row) => row.nickname || row.username,
    },
    {
      key: 'points',
      header: t('point.columns.points'),
      cell: (row) => (row.delta > 0 ? `+${row.delta}` : String(row.delta)),
    },
    {
      key: 'service',
      header: t('point.columns.service'),
      cell: (row) => service(row.service_type),
    },
    { key: 'note', header: t('point.columns.note'), cell: (row) => row.note },
    { key: 'time', header: t('point.columns.time'), cell: (row) => formatDateTime(row.add_time) },
  ];
  return <RecordTable caption={t('pointManage.tabs.ledger')} columns={columns} list={list} />;
}
