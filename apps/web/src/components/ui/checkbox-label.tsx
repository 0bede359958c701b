import type { ReactNode } from 'react';

/** A tick box inside its label, so the text names the box and clicking it ticks it. */
export function CheckboxLabel({
  className,
  checked,
  onChange,
  children,
}: {
  className: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label className={className}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {children}
    </label>
  );
}
