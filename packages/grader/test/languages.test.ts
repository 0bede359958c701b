import { describe, expect, it } from 'vitest';
import * as OpenCC from 'opencc-js';
import { correct, countWords, detectLang } from '../src/index.ts';
import { fixture, parseReport } from './helpers.ts';

const hwZh = { name: '我的夢想', instructions: '請以「我的夢想」為題寫一篇文章。' };
const toCn = OpenCC.Converter({ from: 'tw', to: 'cn' });

describe('both languages', () => {
  it('detects the language and counts characters for Chinese, words for English', () => {
    expect(detectLang(fixture('zh-trad-dream.txt'))).toBe('zh');
    expect(detectLang(fixture('en-trip.txt'))).toBe('en');
    expect(countWords('我愛台灣，也愛世界！', 'zh')).toBe(8);
    expect(countWords("I don't like rainy days.", 'en')).toBe(5);
  });

  it('scores Traditional and Simplified versions of an essay alike (OpenCC normalisation)', async () => {
    const trad = fixture('zh-trad-dream.txt');
    const simp = toCn(trad);
    expect(simp).not.toBe(trad);
    const a = parseReport(await correct({ text: trad }, hwZh, 'cap-writing'));
    const b = parseReport(
      await correct(
        { text: simp },
        { name: toCn(hwZh.name), instructions: toCn(hwZh.instructions) },
        'cap-writing',
      ),
    );
    expect(b.lang).toBe('zh');
    expect(Math.abs(a.level - b.level)).toBeLessThanOrEqual(1);
    expect(b.wordCount).toBe(a.wordCount);
  });

  it('writes every comment in zh-tw and en', async () => {
    for (const [text, rubric] of [
      [fixture('zh-trad-dream.txt'), 'cap-writing'],
      [fixture('en-trip.txt'), 'gsat-english'],
    ] as const) {
      const r = await correct({ text }, { name: 'topic', instructions: '' }, rubric);
      const texts = [
        r.overallComment,
        ...r.dimensions.map((d) => d.comment),
        ...r.paragraphComments.map((p) => p.comment),
        ...r.strengths.map((s) => s.text),
        ...r.nextSteps.map((s) => s.text),
      ];
      for (const t of texts) {
        expect(t['zh-tw'].length).toBeGreaterThan(0);
        expect(t.en.length).toBeGreaterThan(0);
      }
      // grounded: strengths and next steps cite a span or a measured feature
      for (const g of [...r.strengths, ...r.nextSteps])
        expect(g.span !== null || g.feature !== null).toBe(true);
    }
  });

  it('a longer, richer English essay scores higher than a short error-ridden one', async () => {
    const hw = { name: 'Free writing', instructions: '' };
    const good = await correct({ text: fixture('en-trip.txt') }, hw, 'gsat-english', {
      lang: 'en',
    });
    const weak = await correct({ text: fixture('en-errors.txt') }, hw, 'gsat-english', {
      lang: 'en',
    });
    expect(good.zeroGate).toBeNull();
    expect(good.level).toBeGreaterThan(weak.level);
  });
});
