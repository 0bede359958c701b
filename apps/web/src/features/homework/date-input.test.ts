import { formatDateTime } from '@essay/contracts';
import { describe, expect, it } from 'vitest';
import { fromDateTimeLocal, toDateTimeLocal } from './date-input.ts';

describe('the homework form’s times are Taiwan’s, as every shown time (issue 41)', () => {
  it('reads and writes the input in Taiwan time', () => {
    expect(fromDateTimeLocal('2026-12-31T17:30')).toBe('2026-12-31T09:30:00.000Z');
    expect(toDateTimeLocal('2026-12-31T09:30:00.000Z')).toBe('2026-12-31T17:30');
  });
  it('round-trips, and the input says what the lists then show', () => {
    for (let i = 0; i < 300; i += 1) {
      const ms = Date.UTC(2024, 0, 1) + ((i * 7_919_017_331) % 94_608_000_000);
      const iso = new Date(ms - (ms % 60_000)).toISOString();
      const input = toDateTimeLocal(iso);
      expect(fromDateTimeLocal(input)).toBe(iso);
      expect(formatDateTime(iso)).toBe(input.replace('T', ' ').replaceAll('-', '/'));
    }
  });
  it('leaves empty and broken values to the server’s message', () => {
    expect(fromDateTimeLocal('')).toBe('');
    expect(fromDateTimeLocal('tomorrow')).toBe('tomorrow');
  });
});
