import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/ui/form-dialog.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useAccountAction } from '../../lib/http/use-account-action.ts';
import { saveNickname } from '../../lib/auth/auth-api.ts';

/** Asked when the account has no nickname yet. */
export function NicknameDialog({ onSaved }: { onSaved: () => Promise<void> }) {
  const { t } = useTranslation();
  const [nickname, setNickname] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { busy, run } = useAccountAction();

  const submit = async () => {
    const value = nickname.trim();
    if (value === '') {
      setError(t('nicknameDialog.required'));
      return;
    }
    await run(async () => {
      await saveNickname(value);
      await onSaved();
    });
  };

  return (
    <FormDialog
      open
      title={t('nicknameDialog.title')}
      description={t('nicknameDialog.description')}
      onSubmit={submit}
      submitLabel={t('nicknameDialog.confirm')}
      busy={busy}
    >
      <TextField
        label={t('nicknameDialog.label')}
        value={nickname}
        error={error}
        autoComplete="name"
        onChange={(value) => {
          setNickname(value);
          setError(undefined);
        }}
      />
    </FormDialog>
  );
}
