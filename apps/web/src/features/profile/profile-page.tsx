import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '../../components/layout/page.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { WaitingNote } from '../../components/waiting-note.tsx';
import { useSignOut } from '../../lib/auth/use-sign-out.ts';
import { useCurrentUser } from '../../lib/auth/use-current-user.ts';
import { AvatarPicker } from './avatar-picker.tsx';
import { PasswordDialog } from './password-dialog.tsx';
import { useProfileForm } from './use-profile-form.ts';
import { SubmitButton } from '../../components/ui/button.tsx';

export function ProfilePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const { user, role } = useCurrentUser();
  const form = useProfileForm(user);
  const [passwordOpen, setPasswordOpen] = useState(false);

  if (!user) return <Loading variant="page" />;

  return (
    <Page className="profile-page" title={t('profile.title')}>
      <WaitingNote user={user} />
      <form
        className="profile-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.save();
        }}
      >
        <AvatarPicker current={user.avatar} file={form.avatar} onPick={form.setAvatar} />
        <TextField label={t('profile.school')} value={user.sch_name} readOnly />
        <TextField
          label={t('profile.accountType')}
          value={t(`profile.accountTypes.${role ?? 'none'}`)}
          readOnly
        />
        <TextField
          label={t('profile.username')}
          value={user.username}
          readOnly
          autoComplete="username"
        />
        <TextField
          label={t('profile.realName')}
          value={form.nickname}
          error={form.errors.nickname}
          required
          autoComplete="name"
          onChange={form.setNickname}
        />
        <TextField
          label={t('profile.email')}
          type="email"
          value={form.email}
          error={form.errors.email}
          autoComplete="email"
          onChange={form.setEmail}
        />
        <div className="actions">
          <button type="button" className="button secondary" onClick={() => setPasswordOpen(true)}>
            {t('profile.changePassword')}
          </button>
          <button type="button" className="button secondary" onClick={() => void signOut()}>
            {t('profile.logout')}
          </button>
          <button type="button" className="button secondary" onClick={() => void navigate('/main')}>
            {t('profile.back')}
          </button>
          <SubmitButton label={t('profile.save')} disabled={form.saving} />
        </div>
      </form>
      <PasswordDialog open={passwordOpen} onClose={() => setPasswordOpen(false)} />
    </Page>
  );
}
