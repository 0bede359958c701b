import type { PendingMember, RoleCode } from '@essay/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmModal } from '../../components/ui/confirm-modal.tsx';
import { DataTable, type Column } from '../../components/ui/data-table.tsx';
import { formatDateTime } from '../../lib/format-date.ts';
import { useAccountAction } from '../../lib/http/use-account-action.ts';
import { approveMember, MEMBERS_KEY, pendingMembersQuery, rejectMember } from './members-api.ts';
import { roleKey } from './role-name.ts';

const nameOf = (member: PendingMember) => member.nickname || member.username;

/** Who waits for the admin, with the role they asked for: approve as student or teacher, or reject. */
export function PendingMembers() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const pending = useQuery(pendingMembersQuery);
  const [chosen, setChosen] = useState<Record<number, RoleCode>>({});
  const [rejecting, setRejecting] = useState<PendingMember | null>(null);
  const { busy, run } = useAccountAction();

  // A teacher asked for stays teacher; no role or student is approved as a student unless changed.
  const roleFor = (member: PendingMember): RoleCode =>
    chosen[member.id] ?? (member.user_roler === 22 ? 22 : 21);
  const done = async (message: string) => {
    toast.success(message);
    await queryClient.invalidateQueries({ queryKey: MEMBERS_KEY });
  };
  const approve = (member: PendingMember) =>
    run(async () => {
      const role = roleFor(member);
      await approveMember(member.id, role);
      await done(t('members.approved', { name: nameOf(member), role: t(roleKey(role)) }));
    });
  const reject = (member: PendingMember) =>
    run(async () => {
      await rejectMember(member.id);
      setRejecting(null);
      await done(t('members.rejected', { name: nameOf(member) }));
    });

  const columns: Column<PendingMember>[] = [
    { key: 'name', header: t('members.columns.name'), rowHeader: true, cell: nameOf },
    { key: 'username', header: t('members.columns.username'), cell: (m) => m.username },
    { key: 'email', header: t('members.columns.email'), cell: (m) => m.email },
    {
      key: 'asked',
      header: t('members.columns.asked'),
      cell: (m) => t(roleKey(m.user_roler)),
    },
    { key: 'time', header: t('members.columns.since'), cell: (m) => formatDateTime(m.add_time) },
    {
      key: 'action',
      header: t('members.columns.action'),
      cell: (m) => (
        <span className="actions">
          <select
            aria-label={t('members.approveAs', { name: nameOf(m) })}
            value={roleFor(m)}
            onChange={(event) =>
              setChosen({ ...chosen, [m.id]: Number(event.target.value) as RoleCode })
            }
          >
            <option value={21}>{t('members.roles.student')}</option>
            <option value={22}>{t('members.roles.teacher')}</option>
          </select>
          <Button
            tone="primary"
            small
            disabled={busy}
            aria-label={t('members.approveOf', { name: nameOf(m) })}
            onClick={() => void approve(m)}
          >
            {t('members.approve')}
          </Button>
          <Button
            tone="secondary"
            small
            disabled={busy}
            aria-label={t('members.rejectOf', { name: nameOf(m) })}
            onClick={() => setRejecting(m)}
          >
            {t('members.reject')}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <section aria-labelledby="pending-members-title">
      <h2 id="pending-members-title">{t('members.pendingTitle')}</h2>
      <p className="muted">{t('members.pendingHint')}</p>
      <DataTable
        columns={columns}
        rows={pending.data ?? []}
        loading={pending.isPending}
        empty={t('members.pendingEmpty')}
      />
      <ConfirmModal
        open={rejecting !== null}
        title={t('members.rejectTitle')}
        message={t('members.rejectConfirm', { name: rejecting ? nameOf(rejecting) : '' })}
        confirmLabel={t('members.reject')}
        busy={busy}
        onConfirm={() => rejecting && void reject(rejecting)}
        onCancel={() => setRejecting(null)}
      />
    </section>
  );
}
