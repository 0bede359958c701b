import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { FieldError } from '../../components/ui/field-error.tsx';
import { FormDialog, useDialogForm } from '../../components/ui/form-dialog.tsx';
import { useAccountAction } from '../../lib/http/use-account-action.ts';
import { PasswordField } from './password-field.tsx';
import { changePassword } from './profile-api.ts';

export function PasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useDialogForm({ oldPassword: '', newPassword: '' }, onClose);
  const { oldPassword, newPassword } = form.values;
  const { run } = useAccountAction();

  const submit = async () => {
    if (oldPassword === '' || newPassword === '') {
      form.setError(t('password.required'));
      return;
    }
    await run(async () => {
      await changePassword(oldPassword, newPassword);
      toast.success(t('success.update'));
      form.close();
    }, form.setError);
  };

  return (
    <FormDialog open={open} texts="password" onCancel={form.close} onSubmit={submit}>
      <PasswordField
        label={t('password.old')}
        value={oldPassword}
        onChange={(value) => form.set('oldPassword', value)}
        autoComplete="current-password"
      />
      <PasswordField
        label={t('password.new')}
        value={newPassword}
        onChange={(value) => form.set('newPassword', value)}
        autoComplete="new-password"
      />
      <FieldError message={form.error} />
    </FormDialog>
  );
}
