import { SaveUserFormSchema, type UserInfo } from '@essay/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { accountFailureMessage } from '../../lib/http/error-messages.ts';
import { USER_INFO_KEY } from '../../lib/auth/use-current-user.ts';
import { saveProfile } from './profile-api.ts';

export interface ProfileErrors {
  nickname?: string;
  email?: string;
}

/** Editable part of the profile: real name (required), e-mail (valid), avatar. */
export function useProfileForm(user: UserInfo | null) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [nickname, setNickname] = useState('');
  const [email, setEmail] = useState('');
  const [avatar, setAvatar] = useState<File | null>(null);
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!user) return;
    setNickname(user.nickname);
    setEmail(user.email);
  }, [user]);

  const save = async () => {
    const parsed = SaveUserFormSchema.safeParse({ nickname, email });
    if (!parsed.success) {
      const fields = new Set(parsed.error.issues.map((issue) => issue.path[0]));
      setErrors({
        ...(fields.has('nickname') ? { nickname: t('profile.realNameRequired') } : {}),
        ...(fields.has('email') ? { email: t('profile.emailInvalid') } : {}),
      });
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await saveProfile({ nickname: parsed.data.nickname, email: parsed.data.email ?? '', avatar });
      setAvatar(null);
      await queryClient.invalidateQueries({ queryKey: USER_INFO_KEY });
      toast.success(t('success.update'));
    } catch (error) {
      console.error(error);
      toast.error(accountFailureMessage(error, t));
    } finally {
      setSaving(false);
    }
  };

  return { nickname, setNickname, email, setEmail, avatar, setAvatar, errors, saving, save };
}
