const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO time as the value of a datetime-local input, in the browser's time zone. */
export function toDateTimeLocal(iso: string | Date): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(date.getTime())) return '';
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

/**
 * A datetime-local value sent in ISO form (spec §5). An empty or broken value is sent as it is,
 * so the server's validation message is the one the form shows.
 */
export function fromDateTimeLocal(value: string): string {
  const date = new Date(value);
  return value === '' || Number.isNaN(date.getTime()) ? value : date.toISOString();
}
