import { formatDateTime } from '@essay/contracts';
import { describe, expect, it } from 'vitest';

describe('formatDateTime (issue 41: one form of a time everywhere)', () => {
  it('shows zh-TW form to the minute, 24-hour clock, in Taiwan time', () => {
    expect(formatDateTime('2026-11-21T12:37:05Z')).toBe('2026/11/21 20:37');
    expect(formatDateTime('2026-03-04 05:06:07+08')).toBe('2026/03/04 05:06');
    expect(formatDateTime(new Date('2026-12-31T16:00:00Z'))).toBe('2027/01/01 00:00');
  });
  it('is the same instant whatever offset it is written in, and never says 上午/下午/AM/PM', () => {
    for (let i = 0; i < 200; i += 1) {
      // instants spread over three years, minutes and seconds included
      const ms = Date.UTC(2020, 0, 1) + ((i * 7_919_017_331) % 94_608_000_000);
      const utc = new Date(ms).toISOString();
      const offset = (i % 27) - 12;
      const local = new Date(ms + offset * 3_600_000).toISOString().slice(0, 19);
      const sign = offset < 0 ? '-' : '+';
      const written = `${local}${sign}${String(Math.abs(offset)).padStart(2, '0')}:00`;
      const shown = formatDateTime(utc);
      expect(formatDateTime(written)).toBe(shown);
      expect(shown).toMatch(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/);
    }
  });
  it('keeps unparseable values as they are', () => {
    expect(formatDateTime('yesterday')).toBe('yesterday');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime(null)).toBe('');
  });
});
