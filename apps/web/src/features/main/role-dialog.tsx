import { ROLE, type SelectableRoleCode } from '@essay/contracts';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../components/ui/field-error.tsx';
import { useDialogForm } from '../../components/ui/form-dialog.tsx';
import { saveRole } from '../../lib/auth/auth-api.ts';
import { StartupQuestion } from './startup-question.tsx';

const CHOICES = [
  { code: ROLE.student, label: 'roleDialog.student' },
  { code: ROLE.teacher, label: 'roleDialog.teacher' },
] as const;

/** Role selection: student or teacher, once; a role must be picked before anything is sent. */
export function RoleDialog({ onSaved }: { onSaved: () => Promise<void> }) {
  const { t } = useTranslation();
  const form = useDialogForm<{ role: SelectableRoleCode | null }>({ role: null });
  const role = form.field('role');
  return (
    <StartupQuestion
      texts="roleDialog"
      answer={role.value}
      save={saveRole}
      onSaved={onSaved}
      onMissing={form.setError}
    >
      <fieldset
        className="role-choices"
        aria-describedby={role.error ? 'role-required' : undefined}
      >
        <legend>{t('roleDialog.legend')}</legend>
        {CHOICES.map((option) => (
          <label key={option.code} className="role-choice">
            <input
              type="radio"
              name="role"
              value={option.code}
              checked={role.value === option.code}
              onChange={() => role.onChange(option.code)}
            />
            {t(option.label)}
          </label>
        ))}
      </fieldset>
      <FieldError id="role-required" message={role.error} />
    </StartupQuestion>
  );
}
