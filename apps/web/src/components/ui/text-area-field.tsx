import { useId, type TextareaHTMLAttributes } from 'react';

export interface TextAreaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'onChange'
> {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** A labelled multi-line input, the text area beside `TextField`. */
export function TextAreaField({ label, onChange, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} onChange={(event) => onChange(event.target.value)} {...textarea} />
    </div>
  );
}
