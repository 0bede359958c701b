import { REPORT_TIME_ZONE } from '@essay/contracts';

const wallClock = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: REPORT_TIME_ZONE,
});

/** Taiwan keeps one offset all year (no summer time). */
const TAIWAN_OFFSET = '+08:00';

/**
 * An ISO time as the value of a datetime-local input, in Taiwan's time like every time the app
 * shows (issue 41, decision 0072), whatever the browser's zone.
 */
export function toDateTimeLocal(iso: string | Date): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(date.getTime())) return '';
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    wallClock.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

/**
 * A datetime-local value (Taiwan's time) sent in ISO form (spec §5). An empty or broken value is
 * sent as it is, so the server's validation message is the one the form shows.
 */
export function fromDateTimeLocal(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return value;
  const date = new Date(`${value}${TAIWAN_OFFSET}`);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}
