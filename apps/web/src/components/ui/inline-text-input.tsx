import { useId, type InputHTMLAttributes } from 'react';

export interface InlineTextInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'onChange'
> {
  label: string;
  /** Said by screen readers only, where the row around the input already shows what it is for. */
  hideLabel?: boolean;
  onChange: (value: string) => void;
}

/**
 * A label tied to a bare input, for a row of inline controls (a title being renamed, a decision
 * being edited, a doubted word being fixed). A form's own fields are `TextField`s: their `.field`
 * block stacks the label over the input.
 */
export function InlineTextInput({
  label,
  hideLabel = false,
  onChange,
  ...input
}: InlineTextInputProps) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : undefined}>
        {label}
      </label>
      <input id={id} onChange={(event) => onChange(event.target.value)} {...input} />
    </>
  );
}
