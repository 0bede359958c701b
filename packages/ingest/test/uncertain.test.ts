import { describe, expect, it } from 'vitest';
import { locateUncertain } from '../src/index.ts';
import { characterSignals, doubtfulSpans } from '../src/uncertain.ts';

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

describe('doubtfulSpans (decision 0080)', () => {
  const seenPairs = new Set(['我們', '們去', '去公', '公園', '園玩']);
  const seen = (a: string, b: string) => seenPairs.has(a + b);

  it('flags an unsure character, and a fairly sure one that is a surprise in its context', () => {
    // 荀 (0.7) pairs with neither neighbour; 公 (0.7) does; 玩 (0.45) is under the first threshold
    const text = '我們去荀公園玩';
    const confidences = [0.99, 0.98, 0.97, 0.7, 0.7, 0.99, 0.45];
    const spans = doubtfulSpans(text, confidences, seen);
    expect(spans.map((s) => text.slice(s.start, s.end))).toEqual(['荀', '玩']);
    // without the context model, only the unsure one
    const alone = doubtfulSpans(text, confidences, null);
    expect(alone.map((s) => text.slice(s.start, s.end))).toEqual(['玩']);
  });

  it('reads the context across layout (a paragraph break) and never flags layout or marks', () => {
    const text = '我們\n\n\u3000\u3000去公園，';
    const confidences = [0.99, 0.7, null, null, null, null, 0.7, 0.99, 0.99, 0.2];
    expect(doubtfulSpans(text, confidences, seen)).toEqual([]);
    const signals = characterSignals([...text], confidences, seen);
    expect(signals.filter((s) => s === null)).toHaveLength(4);
  });

  it('property: a character flagged without context is flagged with it, and the spans hold flagged letters only', () => {
    let a = 7;
    const next = () => (a = (a * 1103515245 + 12345) >>> 0) / 2 ** 32;
    const pool = '我們去公園玩荀棗□，。\n';
    for (let round = 0; round < 300; round++) {
      const chars = Array.from(
        { length: 5 + Math.floor(next() * 30) },
        () => pool[Math.floor(next() * pool.length)]!,
      );
      const text = chars.join('');
      const confidences = chars.map((c) => (c === '\n' ? null : next()));
      const without = doubtfulSpans(text, confidences, null);
      const withContext = doubtfulSpans(text, confidences, seen);
      const covered = (spans: typeof without, at: number) =>
        spans.some((s) => s.start <= at && at < s.end);
      for (let i = 0; i < text.length; i++)
        if (covered(without, i)) expect(covered(withContext, i)).toBe(true);
      for (const s of withContext)
        for (const c of text.slice(s.start, s.end)) expect(/[\p{L}\p{N}]|□/u.test(c)).toBe(true);
    }
  });
});
