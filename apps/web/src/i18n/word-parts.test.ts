import { describe, expect, it } from 'vitest';
import enUs from '../locales/en-us.json';
import zhTw from '../locales/zh-tw.json';
import { LATER_SECTIONS, wordsOf } from './word-parts.ts';

describe('the two parts of a language file', () => {
  for (const [name, all] of [
    ['en-us', enUs],
    ['zh-tw', zhTw],
  ] as const) {
    it(`${name}: every section is in exactly one part, unchanged`, () => {
      const first = wordsOf(all, 'first');
      const later = wordsOf(all, 'later');
      expect({ ...first, ...later }).toEqual(all);
      expect(Object.keys(first).filter((section) => section in later)).toEqual([]);
      expect(Object.keys(later).sort()).toEqual([...LATER_SECTIONS].sort());
    });
  }

  it('keeps the words every page shows in the first part', () => {
    const first = wordsOf(zhTw, 'first');
    for (const section of ['app', 'tiles', 'main', 'errors', 'serverMessages', 'language'])
      expect(first).toHaveProperty(section);
  });
});
