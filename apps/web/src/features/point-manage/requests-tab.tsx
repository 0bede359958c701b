import type { PointAsk } from '@essay/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { PointAskStatus } from '../../components/point-ask-status.tsx';
import { PointNoteField } from '../../components/point-fields.tsx';
import { ConfirmModal } from '../../components/ui/confirm-modal.tsx';
import { formatDateTime } from '../../lib/format-date.ts';
import { usePagedQuery } from '../../lib/use-paged-query.ts';
import { useAccountAction } from '../../lib/http/use-account-action.ts';
import type { Column } from '../../components/ui/data-table.tsx';
import { RecordTable } from '../../components/ui/record-table.tsx';
import { fetchSchoolAsks, POINT_MANAGE_KEY, reviewAsk } from './point-manage-api.ts';
import { Button } from '../../components/ui/button.tsx';

type Decision = { ask: PointAsk; approve: boolean } | null;

/** The school's point requests, unprocessed first; approve or reject each with a note. */
export function RequestsTab() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = usePagedQuery([POINT_MANAGE_KEY, 'asks'], fetchSchoolAsks);
  const [decision, setDecision] = useState<Decision>(null);
  const [note, setNote] = useState('');
  const { busy, run } = useAccountAction();

  const close = () => {
    setDecision(null);
    setNote('');
  };

  const confirm = async () => {
    if (!decision) return;
    await run(async () => {
      await reviewAsk(decision.ask.id, decision.approve, note);
      toast.success(t(decision.approve ? 'pointManage.approved' : 'pointManage.rejected'));
      close();
      // The /main welcome count is the number of unprocessed requests.
      await queryClient.invalidateQueries();
    });
  };

  const who = (row: PointAsk) => row.nickname || row.username || '';
  const columns: Column<PointAsk>[] = [
    { key: 'teacher', header: t('pointManage.columns.teacher'), cell: who },
    { key: 'points', header: t('point.columns.points'), cell: (row) => row.ask_point },
    { key: 'note', header: t('point.columns.note'), cell: (row) => row.ask_note },
    { key: 'time', header: t('point.columns.time'), cell: (row) => formatDateTime(row.add_time) },
    {
      key: 'status',
      header: t('point.columns.status'),
      cell: (row) => <PointAskStatus askOk={row.ask_ok} />,
    },
    {
      key: 'reviewNote',
      header: t('pointManage.columns.reviewNote'),
      cell: (row) => row.review_note ?? '',
    },
    {
      key: 'action',
      header: t('point.columns.action'),
      cell: (row) =>
        row.ask_ok === '0' ? (
          <span className="actions">
            {([true, false] as const).map((approve) => (
              <Button
                key={String(approve)}
                tone={approve ? 'primary' : 'secondary'}
                small
                onClick={() => setDecision({ ask: row, approve })}
                aria-label={t(approve ? 'pointManage.approveFor' : 'pointManage.rejectFor', {
                  name: who(row),
                  count: row.ask_point,
                })}
              >
                {t(approve ? 'pointManage.approve' : 'pointManage.reject')}
              </Button>
            ))}
          </span>
        ) : null,
    },
  ];

  const title = decision?.approve ? t('pointManage.approveTitle') : t('pointManage.rejectTitle');
  return (
    <>
      <RecordTable caption={t('pointManage.tabs.requests')} columns={columns} list={list} />
      <ConfirmModal
        open={decision !== null}
        title={title}
        message={t(decision?.approve ? 'pointManage.approveConfirm' : 'pointManage.rejectConfirm', {
          name: decision ? who(decision.ask) : '',
          count: decision?.ask.ask_point ?? 0,
        })}
        confirmLabel={decision?.approve ? t('pointManage.approve') : t('pointManage.reject')}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={close}
      >
        <PointNoteField label={t('pointManage.reviewNote')} value={note} onChange={setNote} />
      </ConfirmModal>
    </>
  );
}
