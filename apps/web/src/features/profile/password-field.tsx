import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
}

/** Password input with a show/hide toggle. */
export function PasswordField({ label, value, onChange, autoComplete }: PasswordFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="password-row">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          value={value}
          autoComplete={autoComplete}
          onChange={(event) => onChange(event.target.value)}
        />
        <button
          type="button"
          className="button secondary small"
          aria-pressed={visible}
          aria-label={`${visible ? t('password.hide') : t('password.show')}: ${label}`}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? t('password.hide') : t('password.show')}
        </button>
      </div>
    </div>
  );
}
