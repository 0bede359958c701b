import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { Modal } from '../../components/ui/modal.tsx';
import { DialogActions } from '../../components/ui/dialog-actions.tsx';
import { useAccountAction } from '../../lib/http/use-account-action.ts';
import { PasswordField } from './password-field.tsx';
import { changePassword } from './profile-api.ts';

export function PasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useAccountAction();

  const close = () => {
    setOldPassword('');
    setNewPassword('');
    setError(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (oldPassword === '' || newPassword === '') {
      setError(t('password.required'));
      return;
    }
    await run(async () => {
      await changePassword(oldPassword, newPassword);
      toast.success(t('success.update'));
      close();
    }, setError);
  };

  return (
    <Modal open={open} title={t('password.title')} onDismiss={close}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <PasswordField
          label={t('password.old')}
          value={oldPassword}
          onChange={setOldPassword}
          autoComplete="current-password"
        />
        <PasswordField
          label={t('password.new')}
          value={newPassword}
          onChange={setNewPassword}
          autoComplete="new-password"
        />
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
        <div className="modal-footer">
          <DialogActions onCancel={close} busy={busy} confirmLabel={t('password.submit')} />
        </div>
      </form>
    </Modal>
  );
}
