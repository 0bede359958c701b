import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { Modal } from '../../components/ui/modal.tsx';
import { accountFailureMessage } from '../../lib/http/error-messages.ts';
import { PasswordField } from './password-field.tsx';
import { changePassword } from './profile-api.ts';

export function PasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

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
    setBusy(true);
    try {
      await changePassword(oldPassword, newPassword);
      toast.success(t('success.update'));
      close();
    } catch (failure) {
      console.error(failure);
      const message = accountFailureMessage(failure, t);
      setError(message);
      toast.error(message);
    } finally {
      setBusy(false);
    }
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
          <button type="button" className="button secondary" onClick={close} disabled={busy}>
            {t('modal.cancel')}
          </button>
          <button type="submit" className="button primary" disabled={busy}>
            {t('password.submit')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
