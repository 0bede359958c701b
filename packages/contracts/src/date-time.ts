import { REPORT_TIME_ZONE } from './usage.ts';

const formatter = new Intl.DateTimeFormat('zh-TW', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: REPORT_TIME_ZONE,
});

/**
 * The one form of a date and time in the web app, the report and its PDF (issue 41): zh-TW form
 * to the minute with a 24-hour clock (spec §9), e.g. 2026/11/21 20:37, in both languages, in the
 * schools' time zone (Taiwan's), so a page, a report and a PDF read the same whatever the
 * browser's or the server's zone (decision 0072). Unreadable values are shown as they are.
 */
export function formatDateTime(value: Date | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  // "2026-11-21 15:04:05+08" (SQL style) is not ISO for every engine; make it so.
  const normalised =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2} \d/.test(value)
      ? value.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00')
      : value;
  const date = new Date(normalised);
  if (Number.isNaN(date.getTime())) return String(value);
  // ICU may put U+202F between date and time: one plain space (the PDF font has no glyph for it).
  return formatter.format(date).replace(/\s+/g, ' ');
}
