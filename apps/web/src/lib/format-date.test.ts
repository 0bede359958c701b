import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date.ts';

describe('formatDateTime', () => {
  it('shows zh-TW form to the minute', () => {
    const shown = formatDateTime('2026-03-04 05:06:07');
    expect(shown).toBe('2026/03/04 05:06');
  });
  it('keeps unparseable values as they are', () => {
    expect(formatDateTime('yesterday')).toBe('yesterday');
    expect(formatDateTime('')).toBe('');
  });
});
