/**
 * What every field of the app takes: its value, and `onChange` with the new value (never the DOM
 * event), so a form keeps one value per field and hands it in the same way to each.
 */
export interface FieldProps<Value> {
  value: Value;
  onChange: (value: Value) => void;
}
