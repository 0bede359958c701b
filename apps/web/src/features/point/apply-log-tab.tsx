import type { PointAsk } from '@essay/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { PointAskStatus } from '../../components/point-ask-status.tsx';
import { ConfirmModal } from '../../components/ui/confirm-modal.tsx';
import type { Column } from '../../components/ui/data-table.tsx';
import { formatDateTime } from '../../lib/format-date.ts';
import { usePagedQuery } from '../../lib/use-paged-query.ts';
import { useAccountAction } from '../../lib/http/use-account-action.ts';
import { fetchAskList, POINT_QUERY_ROOT, withdrawApplication } from './point-api.ts';
import { RecordTable } from '../../components/ui/record-table.tsx';

/** Apply record: the user's point requests; unprocessed ones can be withdrawn. */
export function ApplyLogTab({ proKey }: { proKey: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = usePagedQuery([POINT_QUERY_ROOT, 'apply', proKey], (page) =>
    fetchAskList(proKey, page),
  );
  const [withdrawing, setWithdrawing] = useState<PointAsk | null>(null);
  const { busy, run } = useAccountAction('errors.deleteFailed');

  const confirmWithdraw = async () => {
    if (!withdrawing) return;
    await run(async () => {
      await withdrawApplication(proKey, withdrawing.id);
      toast.success(t('success.delete'));
      await queryClient.invalidateQueries({ queryKey: [POINT_QUERY_ROOT] });
    });
    setWithdrawing(null);
  };

  const columns: Column<PointAsk>[] = [
    { key: 'points', header: t('point.columns.points'), cell: (row) => row.ask_point },
    { key: 'note', header: t('point.columns.note'), cell: (row) => row.ask_note },
    {
      key: 'status',
      header: t('point.columns.status'),
      cell: (row) => <PointAskStatus askOk={row.ask_ok} />,
    },
    { key: 'time', header: t('point.columns.time'), cell: (row) => formatDateTime(row.add_time) },
    { key: 'reply', header: t('point.columns.reply'), cell: (row) => row.review_note ?? '' },
    {
      key: 'action',
      header: t('point.columns.action'),
      cell: (row) =>
        row.ask_ok === '0' ? (
          <button
            type="button"
            className="button secondary small"
            onClick={() => setWithdrawing(row)}
          >
            {t('point.withdraw')}
          </button>
        ) : null,
    },
  ];

  return (
    <>
      <RecordTable caption={t('point.tabs.apply')} columns={columns} list={list} />
      <ConfirmModal
        open={withdrawing !== null}
        title={t('point.withdrawTitle')}
        message={t('point.withdrawConfirm', { count: withdrawing?.ask_point ?? 0 })}
        confirmLabel={t('point.withdraw')}
        busy={busy}
        onConfirm={() => void confirmWithdraw()}
        onCancel={() => setWithdrawing(null)}
      />
    </>
  );
}
