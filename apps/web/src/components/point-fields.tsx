import type { FieldProps } from './ui/field-props.ts';
import { TextAreaField } from './ui/text-area-field.tsx';
import { TextField } from './ui/text-field.tsx';

interface PointFieldProps extends FieldProps<string> {
  label: string;
}

/** The whole number of points of a request or a grant; checked on submit by `pointAmountError`. */
export function PointAmountField({
  error,
  ...field
}: PointFieldProps & { error: string | undefined }) {
  return (
    <TextField
      label={field.label}
      type="number"
      inputMode="numeric"
      min={1}
      step={1}
      value={field.value}
      error={error}
      onChange={field.onChange}
    />
  );
}

/** The note sent with a point request, a grant or a review (the account service keeps 500 characters). */
export function PointNoteField(field: PointFieldProps) {
  return <TextAreaField {...field} rows={3} maxLength={500} />;
}
