import { ROLE, type SelectableRoleCode } from '@essay/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { Modal } from '../../components/ui/modal.tsx';
import { accountFailureMessage } from '../../lib/http/error-messages.ts';
import { saveRole } from '../../lib/auth/auth-api.ts';

const CHOICES = [
  { code: ROLE.student, label: 'roleDialog.student' },
  { code: ROLE.teacher, label: 'roleDialog.teacher' },
] as const;

/** Role selection: student or teacher, once; a role must be picked before anything is sent. */
export function RoleDialog({ onSaved }: { onSaved: () => Promise<void> }) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<SelectableRoleCode | null>(null);
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (choice === null) {
      setMissing(true);
      return;
    }
    setBusy(true);
    try {
      await saveRole(choice);
      await onSaved();
    } catch (error) {
      console.error(error);
      toast.error(accountFailureMessage(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={t('roleDialog.title')}
      description={t('roleDialog.description')}
      footer={
        <button
          type="button"
          className="button primary"
          onClick={() => void confirm()}
          disabled={busy}
        >
          {t('roleDialog.confirm')}
        </button>
      }
    >
      <fieldset className="role-choices" aria-describedby={missing ? 'role-required' : undefined}>
        <legend>{t('roleDialog.legend')}</legend>
        {CHOICES.map((option) => (
          <label key={option.code} className="role-choice">
            <input
              type="radio"
              name="role"
              value={option.code}
              checked={choice === option.code}
              onChange={() => {
                setChoice(option.code);
                setMissing(false);
              }}
            />
            {t(option.label)}
          </label>
        ))}
      </fieldset>
      {missing && (
        <p id="role-required" className="field-error" role="alert">
          {t('roleDialog.required')}
        </p>
      )}
    </Modal>
  );
}
