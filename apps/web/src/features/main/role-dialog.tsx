import { ROLE, type SelectableRoleCode } from '@essay/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/ui/modal.tsx';
import { useAccountAction } from '../../lib/http/use-account-action.ts';
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
  const { busy, run } = useAccountAction();

  const confirm = async () => {
    if (choice === null) {
      setMissing(true);
      return;
    }
    await run(async () => {
      await saveRole(choice);
      await onSaved();
    });
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
