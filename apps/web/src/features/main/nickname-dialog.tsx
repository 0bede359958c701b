import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/ui/modal.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useAccountAction } from '../../lib/http/use-account-action.ts';
import { saveNickname } from '../../lib/auth/auth-api.ts';

/** Asked when the account has no nickname yet. */
export function NicknameDialog({ onSaved }: { onSaved: () => Promise<void> }) {
  const { t } = useTranslation();
  const [nickname, setNickname] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { busy, run } = useAccountAction();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
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
    <Modal open title={t('nicknameDialog.title')} description={t('nicknameDialog.description')}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t('nicknameDialog.label')}
          value={nickname}
          error={error}
          autoComplete="name"
          onChange={(event) => {
            setNickname(event.target.value);
            setError(undefined);
          }}
        />
        <div className="modal-footer">
          <button type="submit" className="button primary" disabled={busy}>
            {t('nicknameDialog.confirm')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
