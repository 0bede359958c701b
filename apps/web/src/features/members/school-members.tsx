import type { RoleCode, SchoolMember } from '@essay/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmModal } from '../../components/ui/confirm-modal.tsx';
import { DataTable, type Column } from '../../components/ui/data-table.tsx';
import { useCurrentUser } from '../../lib/auth/use-current-user.ts';
import { useAccountAction } from '../../lib/http/use-account-action.ts';
import { changeMemberRole, MEMBERS_KEY, removeMember, schoolMembersQuery } from './members-api.ts';
import { GIVEN_ROLES, roleKey } from './role-name.ts';

const nameOf = (member: SchoolMember) => member.nickname || member.username;

/** A change waiting for the admin's confirmation: a new role, or the member's removal. */
type Change = { member: SchoolMember; role: RoleCode } | { member: SchoolMember; role: null };

/** The school's members with their roles: change a role or remove a member (never oneself). */
export function SchoolMembers() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const members = useQuery(schoolMembersQuery);
  const [change, setChange] = useState<Change | null>(null);
  const { busy, run } = useAccountAction();

  const apply = (pending: Change) =>
    run(async () => {
      const name = nameOf(pending.member);
      if (pending.role === null) {
        await removeMember(pending.member.id);
        toast.success(t('members.removed', { name }));
      } else {
        await changeMemberRole(pending.member.id, pending.role);
        toast.success(t('members.roleChanged', { name, role: t(roleKey(pending.role)) }));
      }
      setChange(null);
      await queryClient.invalidateQueries({ queryKey: MEMBERS_KEY });
    });

  const columns: Column<SchoolMember>[] = [
    { key: 'name', header: t('members.columns.name'), rowHeader: true, cell: nameOf },
    { key: 'username', header: t('members.columns.username'), cell: (m) => m.username },
    {
      key: 'role',
      header: t('members.columns.role'),
      cell: (m) =>
        m.username === user?.username ? (
          t(roleKey(m.user_roler))
        ) : (
          <select
            aria-label={t('members.roleOf', { name: nameOf(m) })}
            value={m.user_roler ?? ''}
            disabled={busy}
            onChange={(event) =>
              setChange({ member: m, role: Number(event.target.value) as RoleCode })
            }
          >
            {m.user_roler === null && <option value="">{t('members.roles.none')}</option>}
            {GIVEN_ROLES.map(({ code, role }) => (
              <option key={code} value={code}>
                {t(`members.roles.${role}`)}
              </option>
            ))}
          </select>
        ),
    },
    {
      key: 'action',
      header: t('members.columns.action'),
      cell: (m) =>
        m.username === user?.username ? (
          t('members.you')
        ) : (
          <Button
            tone="secondary"
            small
            disabled={busy}
            aria-label={t('members.removeOf', { name: nameOf(m) })}
            onClick={() => setChange({ member: m, role: null })}
          >
            {t('members.remove')}
          </Button>
        ),
    },
  ];

  const name = change ? nameOf(change.member) : '';
  return (
    <section aria-labelledby="school-members-title">
      <h2 id="school-members-title">{t('members.membersTitle')}</h2>
      <DataTable columns={columns} rows={members.data ?? []} loading={members.isPending} />
      <ConfirmModal
        open={change !== null}
        title={t(change?.role === null ? 'members.removeTitle' : 'members.roleTitle')}
        message={
          change?.role === null
            ? t('members.removeConfirm', { name })
            : t('members.roleConfirm', { name, role: t(roleKey(change?.role ?? null)) })
        }
        confirmLabel={t(change?.role === null ? 'members.remove' : 'members.changeRole')}
        busy={busy}
        onConfirm={() => change && void apply(change)}
        onCancel={() => setChange(null)}
      />
    </section>
  );
}
