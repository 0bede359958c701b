import { useTranslation } from 'react-i18next';
import { useDialogForm } from '../../components/ui/form-dialog.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { saveNickname } from '../../lib/auth/auth-api.ts';
import { StartupQuestion } from './startup-question.tsx';

/** Asked when the account has no nickname yet. */
export function NicknameDialog({ onSaved }: { onSaved: () => Promise<void> }) {
  const { t } = useTranslation();
  const form = useDialogForm({ nickname: '' });
  const nickname = form.values.nickname.trim();
  return (
    <StartupQuestion
      texts="nicknameDialog"
      answer={nickname === '' ? null : nickname}
      save={saveNickname}
      onSaved={onSaved}
      onMissing={form.setError}
    >
      <TextField
        label={t('nicknameDialog.label')}
        autoComplete="name"
        {...form.field('nickname')}
      />
    </StartupQuestion>
  );
}
