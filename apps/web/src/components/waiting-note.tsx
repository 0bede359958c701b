import { roleOfCode, type UserInfo } from '@essay/contracts';
import { useTranslation } from 'react-i18next';

/**
 * What a member waiting for approval waits for, and who decides (issue 27): shown on the waiting
 * page (/main) and on the member's profile. Nothing for an approved member.
 */
export function WaitingNote({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  if (user.member_status !== 'pending') return null;
  const role = roleOfCode(user.user_roler);
  const school = user.sch_name;
  return (
    <div className="waiting-note">
      <p>
        {role
          ? t('main.membership.pending.asked', {
              school,
              role: t(`profile.accountTypes.${role}`),
            })
          : t('main.membership.pending.askedNoRole', { school })}
      </p>
      <p>{t('main.membership.pending.decides', { school })}</p>
    </div>
  );
}
