import { useId, type ReactNode } from 'react';
import type { FieldProps } from './field-props.ts';

export interface SelectFieldProps<Value extends string> extends FieldProps<Value> {
  label: string;
  /** The choices in order: each value with its visible text. */
  options: readonly { value: Value; label: string }[];
  /** Shown below the select, inside the field (the homework form's revision box). */
  children?: ReactNode;
}

/** A labelled drop-down of fixed choices. */
export function SelectField<Value extends string>({
  label,
  value,
  options,
  onChange,
  children,
}: SelectFieldProps<Value>) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as Value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {children}
    </div>
  );
}
