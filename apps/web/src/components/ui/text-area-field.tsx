import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { FieldError } from './field-error.tsx';
import type { FieldProps } from './field-props.ts';

export interface TextAreaFieldProps
  extends
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value' | 'onChange' | 'children'>,
    FieldProps<string> {
  label: string;
  error?: string | undefined;
  /** Shown below the box (a hint, a running count); give it an id and `aria-describedby`. */
  children?: ReactNode;
}

/** A labelled multi-line input, the text area beside `TextField`. */
export function TextAreaField({
  label,
  onChange,
  error,
  children,
  'aria-describedby': describedBy,
  ...textarea
}: TextAreaFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const described = [describedBy, error ? errorId : undefined].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(event) => onChange(event.target.value)}
        {...textarea}
      />
      {children}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
