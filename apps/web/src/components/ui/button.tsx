import type { ButtonHTMLAttributes } from 'react';

export interface ButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'className' | 'type'
> {
  /** `primary` for the step the page is for, `danger` for what cannot be undone. */
  tone: 'primary' | 'secondary' | 'danger';
  small?: boolean;
  /** A button does nothing by itself unless it is told to submit its form. */
  type?: 'button' | 'submit';
}

/** The app's button, styled by the global `.button` rules. */
export function Button({ tone, small = false, type = 'button', ...button }: ButtonProps) {
  return (
    <button type={type} className={small ? `button ${tone} small` : `button ${tone}`} {...button} />
  );
}

/** A form's own submit button (primary), off while `disabled` (sending, or nothing to send yet). */
export function SubmitButton({ label, disabled = false }: { label: string; disabled?: boolean }) {
  return (
    <Button type="submit" tone="primary" disabled={disabled}>
      {label}
    </Button>
  );
}
