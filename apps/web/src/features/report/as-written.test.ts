import { describe, expect, it } from 'vitest';
import { asWritten } from './as-written.ts';
import type { ReviewWord } from './review-queue.ts';

const word = (content: string, start: number, end: number, id: string): ReviewWord => ({
  id,
  pageId: 1,
  pageIndex: 0,
  span: { start, end },
  word: content.slice(start, end),
  before: '',
  after: '',
});

describe('the page as written, column by column (issue 43 §1)', () => {
  it('cuts each line into text and words, in reading order, without the blank lines', () => {
    const content = '下課十分鐘\n\n\u3000\u3000鐘聲一響，大家就開始\n\n\u3000\u3000有的人去福利社';
    const words = [
      word(content, 24, 27, 'b'),
      word(content, 2, 3, 'a'),
      word(content, 15, 16, 'c'),
    ];
    const lines = asWritten(content, words);
    expect(lines.map((line) => line.map((p) => p.text).join(''))).toEqual(
      content.split('\n').filter((l) => l !== ''),
    );
    const marked = lines.flatMap((line) => line.flatMap((p) => (p.word ? [p.word.id] : [])));
    expect(marked).toEqual(['a', 'c', 'b']);
    expect(lines[0]).toEqual([{ text: '下課' }, { text: '十', word: words[1] }, { text: '分鐘' }]);
  });

  it('keeps every character of the page once, whatever the spans', () => {
    const content = '甲乙丙\n丁戊己庚\n\n辛';
    for (let start = 0; start < content.length; start += 1)
      for (let end = start + 1; end <= content.length; end += 1) {
        const lines = asWritten(content, [word(content, start, end, 'w')]);
        const text = lines.map((line) => line.map((p) => p.text).join('')).join('|');
        expect(text).toBe('甲乙丙|丁戊己庚|辛');
      }
  });
});
