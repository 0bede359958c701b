import { useTranslation } from 'react-i18next';
import { Page } from '../../components/layout/page.tsx';
import { useCurrentUser } from '../../lib/auth/use-current-user.ts';
import { Invitations } from './invitations.tsx';
import { PendingMembers } from './pending-members.tsx';
import { SchoolMembers } from './school-members.tsx';

/**
 * /school-members (admin, issue 27): the school runs its own members. Who waits (approve in a
 * role, reject), who is in (change a role, remove), and the invitations that let people in.
 */
export function MembersPage() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  return (
    <Page className="members-page" title={t('pages.members')}>
      {user && (
        <p className="school-exact-name">
          {t('members.schoolName')} <strong>{user.sch_name}</strong>
        </p>
      )}
      <p>{t('members.intro')}</p>
      <PendingMembers />
      <SchoolMembers />
      <Invitations />
    </Page>
  );
}
