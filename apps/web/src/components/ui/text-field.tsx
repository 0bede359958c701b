import { useId, type InputHTMLAttributes } from 'react';
import { FieldError } from './field-error.tsx';

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'onChange'
> {
  label: string;
  /** The text as typed, like every field of the app; omitted on a read-only field. */
  onChange?: (value: string) => void;
  error?: string | undefined;
}

/** A labelled input whose error is announced and linked through aria-describedby. */
export function TextField({ label, onChange, error, className, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange?.(event.target.value)}
        {...input}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
