const formatter = new Intl.DateTimeFormat('zh-TW', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Dates are shown in zh-TW form to the minute in both languages (spec §9), e.g. 2026/11/21 15:04. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  // "2026-11-21 15:04:05" (SQL style) is not ISO for every engine; make it so.
  const normalised = /^\d{4}-\d{2}-\d{2} \d/.test(value) ? value.replace(' ', 'T') : value;
  const date = new Date(normalised);
  // ICU may put a narrow no-break space between date and time; keep one plain space.
  return Number.isNaN(date.getTime()) ? value : formatter.format(date).replace(/\s+/g, ' ');
}
