/** A timestamp as the API answers it: ISO 8601 in UTC (the database gives a Date, a row in JSON a string). */
export function iso(value: Date | string): string {
  return new Date(value).toISOString();
}

export function isoOrNull(value: Date | string | null): string | null {
  return value === null ? null : iso(value);
}
