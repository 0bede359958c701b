import { describe, expect, it } from 'vitest';
import { locateUncertain } from '../src/index.ts';

describe('locateUncertain', () => {
  it('finds doubtful words in the rebuilt text, in reading order, skipping punctuation', () => {
    const text = '去年暑假，我和家人一起去爬合歡山。\n\n雨衣很重，茫茫的霧。';
    const spans = locateUncertain(text, [
      { text: '去年', confidence: 96 },
      { text: '暑假', confidence: 64 },
      { text: ',', confidence: 20 },
      { text: '爬', confidence: 50 },
      { text: '合歡', confidence: 93 },
      { text: '雨衣', confidence: 51 },
      { text: '茫茫', confidence: 13 },
    ]);
    expect(spans.map((s) => text.slice(s.start, s.end))).toEqual(['爬', '雨衣', '茫茫']);
  });

  it('skips a word it cannot find near the reading position instead of marking another place', () => {
    const text = '一二三四五六七八九十';
    expect(
      locateUncertain(text, [
        { text: '甲', confidence: 10 },
        { text: '三', confidence: 10 },
      ]),
    ).toEqual([{ start: 2, end: 3 }]);
    // the second 一 is far past the cursor's window only when it is more than 40 characters on
    const long = `${'一'.repeat(1)}${'二'.repeat(60)}一`;
    expect(
      locateUncertain(long, [
        { text: '一', confidence: 99 },
        { text: '一', confidence: 10 },
      ]),
    ).toEqual([]);
  });
});
