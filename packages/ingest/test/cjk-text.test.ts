import { describe, expect, it } from 'vitest';
import { characterErrorRate, joinParagraphLines, normaliseCjkSpacing } from '../src/index.ts';

describe('normaliseCjkSpacing', () => {
  it('removes spaces between CJK characters but keeps them between words', () => {
    expect(normaliseCjkSpacing('我 們 從 登 山 口　出 發')).toBe('我們從登山口出發');
    expect(normaliseCjkSpacing('I wrote about the bus')).toBe('I wrote about the bus');
    expect(normaliseCjkSpacing('我 喜歡 English 課')).toBe('我喜歡 English 課');
  });

  it('turns half-width punctuation between CJK characters into full-width', () => {
    expect(normaliseCjkSpacing('去年暑假, 我和家人. 你呢? 好! 注意: 一; 二')).toBe(
      '去年暑假，我和家人。你呢？好！注意：一；二',
    );
    expect(normaliseCjkSpacing('我們 (全家) 出發')).toBe('我們（全家）出發');
    expect(normaliseCjkSpacing('那一刻, 「我做到了!」')).toBe('那一刻，「我做到了！」');
  });

  it('ends a CJK sentence with a full-width stop', () => {
    expect(normaliseCjkSpacing('心裡充滿了期待.')).toBe('心裡充滿了期待。');
  });

  it('leaves punctuation alone outside CJK context', () => {
    expect(normaliseCjkSpacing('It costs 3.5 dollars, (really)!')).toBe(
      'It costs 3.5 dollars, (really)!',
    );
    expect(normaliseCjkSpacing('第3.5節, ok')).toBe('第3.5節, ok');
  });

  it('maps vertical and small-form marks from OCR to ordinary full-width ones', () => {
    expect(normaliseCjkSpacing('告訴自己﹕ ﹁再走一步就好﹒﹂')).toBe(
      '告訴自己：「再走一步就好。」',
    );
    expect(normaliseCjkSpacing('︵全家︶﹐一起')).toBe('（全家），一起');
  });

  it('never converts Traditional characters to Simplified', () => {
    const traditional = '難忘的登山經驗，爸爸提醒我們要準備足夠的水、外套和雨衣。';
    expect(normaliseCjkSpacing(traditional)).toBe(traditional);
  });
});

describe('joinParagraphLines', () => {
  it('joins CJK lines without a space and English lines with one', () => {
    expect(joinParagraphLines(['去年暑假，我和家人一起', '去爬合歡山。'])).toBe(
      '去年暑假，我和家人一起去爬合歡山。',
    );
    expect(joinParagraphLines(['a small blue', 'notebook'])).toBe('a small blue notebook');
  });

  it('rejoins a word hyphenated across lines', () => {
    expect(joinParagraphLines(['my favour-', 'ite habits'])).toBe('my favourite habits');
    expect(joinParagraphLines(['a well-', 'Known fact'])).toBe('a well- Known fact');
  });
});

describe('characterErrorRate', () => {
  it('counts edits per reference character and ignores layout whitespace', () => {
    expect(characterErrorRate('我們出發', '我們出發')).toBe(0);
    expect(characterErrorRate('我們出发', '我們出發')).toBe(0.25);
    expect(characterErrorRate('我 們\n\n出 發', '我們出發')).toBe(0);
    expect(characterErrorRate('', 'abcd')).toBe(1);
  });
});
