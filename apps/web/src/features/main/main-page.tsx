import { roleOfCode } from '@essay/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Breadcrumb } from '../../components/ui/breadcrumb.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { WaitingNote } from '../../components/waiting-note.tsx';
import { NicknameDialog } from './nickname-dialog.tsx';
import { NoClassHint } from './no-class-hint.tsx';
import { RoleDialog } from './role-dialog.tsx';
import { fetchWelcomeCount } from './status-api.ts';
import { TileGrid } from './tile-grid.tsx';
import { useMainStartup } from './use-main-startup.ts';

/** /main: role-based home with a welcome message and tiles. */
export function MainPage() {
  const { t } = useTranslation();
  const { step, user, onRoleSaved, onNicknameSaved } = useMainStartup();
  // A member the school admin has not approved sees no school data, so nothing is asked for.
  const membership =
    user?.member_status === 'pending' ||
    user?.member_status === 'rejected' ||
    user?.member_status === 'removed'
      ? user.member_status
      : null;
  const role = step === 'ready' && !membership ? roleOfCode(user?.user_roler) : null;
  const count = useQuery({
    queryKey: ['welcome-count', role],
    queryFn: () => fetchWelcomeCount(role ?? 'student'),
    enabled: role !== null,
  });
  useEffect(() => {
    // Spec §8: main screen failures are logged only.
    if (count.error) console.error('Welcome count failed', count.error);
  }, [count.error]);

  if (step === 'loading' || !user) return <Loading variant="page" />;
  const name = user.nickname || user.username;
  return (
    <section className="page main-page">
      <Breadcrumb items={[]} />
      {step === 'role' && <RoleDialog onSaved={onRoleSaved} />}
      {step === 'nickname' && <NicknameDialog onSaved={onNicknameSaved} />}
      {step === 'ready' && membership && (
        <>
          <h1 className="welcome">{t(`main.membership.${membership}.title`, { name })}</h1>
          <p role="status">{t(`main.membership.${membership}.text`, { school: user.sch_name })}</p>
          <WaitingNote user={user} />
        </>
      )}
      {step === 'ready' && !membership && (
        <>
          <h1 className="welcome">
            {role
              ? t(`main.welcome.${role}`, { name, count: count.data ?? 0 })
              : t('main.welcome.none', { name })}
          </h1>
          {role === 'student' && <NoClassHint />}
          {role && <TileGrid role={role} />}
        </>
      )}
    </section>
  );
}
