import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmModal } from '../../components/ui/confirm-modal.tsx';
import { DataTable } from '../../components/ui/data-table.tsx';
import { fetchClassList } from '../../lib/class-list.ts';
import { useAccountAction } from '../../lib/http/use-account-action.ts';
import { useProKey } from '../../lib/use-product-info.ts';
import { MEMBERS_KEY, renewTeacherInvitation, teacherInvitationQuery } from './members-api.ts';

/**
 * The invitations and the role each gives: the teacher invitation (registering with it makes a
 * teacher at once) and the class codes (each makes a student of its class, never a teacher).
 */
export function Invitations() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const proKey = useProKey();
  const invitation = useQuery(teacherInvitationQuery);
  const classes = useQuery({
    queryKey: [...MEMBERS_KEY, 'classes', proKey],
    queryFn: () => fetchClassList(proKey),
  });
  const [renewing, setRenewing] = useState(false);
  const { busy, run } = useAccountAction();

  const renew = () =>
    run(async () => {
      const code = await renewTeacherInvitation();
      queryClient.setQueryData(teacherInvitationQuery.queryKey, code);
      setRenewing(false);
      toast.success(t('members.invitationRenewed', { code }));
    });

  return (
    <section aria-labelledby="invitations-title">
      <h2 id="invitations-title">{t('members.invitationsTitle')}</h2>
      <h3>{t('members.teacherInvitation')}</h3>
      <p className="muted">{t('members.teacherInvitationHint')}</p>
      <p>
        <code className="class-code" aria-label={t('members.teacherInvitation')}>
          {invitation.data ?? '…'}
        </code>{' '}
        <Button tone="secondary" small disabled={busy} onClick={() => setRenewing(true)}>
          {t('members.renewInvitation')}
        </Button>
      </p>
      <h3>{t('members.classCodes')}</h3>
      <p className="muted">
        {t('members.classCodesHint')} <Link to="/class-manage">{t('pages.classManage')}</Link>
      </p>
      <DataTable
        caption={t('members.classCodes')}
        columns={[
          {
            key: 'class',
            header: t('members.columns.class'),
            rowHeader: true,
            cell: (row) => row.cls_name,
          },
          {
            key: 'code',
            header: t('members.columns.code'),
            cell: (row) => <code className="class-code">{row.code ?? '—'}</code>,
          },
        ]}
        rows={classes.data ?? []}
        loading={classes.isPending}
        empty={t('members.noClasses')}
      />
      <ConfirmModal
        open={renewing}
        title={t('members.renewInvitation')}
        message={t('members.renewConfirm')}
        busy={busy}
        onConfirm={() => void renew()}
        onCancel={() => setRenewing(false)}
      />
    </section>
  );
}
