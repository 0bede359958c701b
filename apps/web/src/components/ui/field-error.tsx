/** A field's or form's error, announced when it appears; nothing while there is none. */
export function FieldError({
  message,
  id,
  className = 'field-error',
}: {
  message: string | null | undefined;
  id?: string;
  /** `field-error form-error` under a whole form. */
  className?: string;
}) {
  if (!message) return null;
  return (
    <p id={id} className={className} role="alert">
      {message}
    </p>
  );
}
