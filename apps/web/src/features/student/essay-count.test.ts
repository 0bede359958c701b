import { describe, expect, it } from 'vitest';
import { countEssay } from './essay-count.ts';

describe('countEssay', () => {
  it('counts Chinese characters as words and ignores spaces', () => {
    expect(countEssay('　　我愛爬山。\n')).toEqual({ characters: 5, words: 4 });
  });
  it('counts English words, with apostrophes and hyphens inside one word', () => {
    expect(countEssay("It's a well-known trail, 3 km long.")).toEqual({ characters: 29, words: 7 });
  });
  it('counts mixed text and nothing in blank text', () => {
    expect(countEssay('我的 notebook 很藍')).toEqual({ characters: 12, words: 5 });
    expect(countEssay('  \n ')).toEqual({ characters: 0, words: 0 });
  });
});
