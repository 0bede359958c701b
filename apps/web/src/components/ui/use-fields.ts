import { useState } from 'react';
import type { FieldProps } from './field-props.ts';

/**
 * A form's values, one per field: `set(key, value)` changes one, `field(key)` binds a field to
 * its value (`<TextField {...field('name')} />`), `reset()` goes back to the first values.
 */
export function useFields<Values extends object>(initial: Values) {
  const [values, setValues] = useState(initial);
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  return {
    values,
    set,
    field: <K extends keyof Values>(key: K): FieldProps<Values[K]> => ({
      value: values[key],
      onChange: (value) => set(key, value),
    }),
    reset: () => setValues(initial),
  };
}
