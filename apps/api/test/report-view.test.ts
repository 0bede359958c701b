import { describe, expect, it } from 'vitest';
import { formatDateTime, markCorrections, type Correction } from '@essay/contracts';

const reason = { 'zh-tw': '錯別字', en: 'Wrong character' };
const fix = (start: number, original: string, suggestion: string): Correction => ({
  span: { start, end: start + original.length },
  original,
  suggestion,
  kind: 'typo',
  reason,
});

describe('report view', () => {
  it('marks corrections inside their paragraphs and skips spans that do not match the text', () => {
    const text = '我今天很高心。\n他在家裡做工課。';
    const paragraphs = markCorrections(
      text,
      [fix(4, '高心', '高興'), fix(13, '工課', '功課'), fix(0, '你', '我')],
      'zh-tw',
    );
    expect(paragraphs).toEqual([
      [
        { text: '我今天很' },
        { text: '高心', correction: { suggestion: '高興', reason: '錯別字', kind: '錯別字' } },
        { text: '。' },
      ],
      [
        { text: '他在家裡做' },
        { text: '工課', correction: { suggestion: '功課', reason: '錯別字', kind: '錯別字' } },
        { text: '。' },
      ],
    ]);
  });

  it('writes times in zh-TW form to the minute, Taiwan time, with a plain space', () => {
    expect(formatDateTime('2026-11-21T08:19:59Z')).toBe('2026/11/21 16:19');
  });
});
