import { describe, expect, it } from 'vitest';
import { correct, findDeductions, PAGE_REF } from '../src/index.ts';

const excerpt = '書中寫道：「真正的勇氣不是不害怕，而是害怕時仍然願意前進」';

describe('reading-report deductions', () => {
  it.each([
    'p.12',
    'p. 12',
    'P12',
    'pp.12-13',
    'page 12',
    '頁12',
    '頁 12',
    '第12頁',
    '第 12 页',
    '第十二頁',
  ])('accepts the page form %s', (form) => {
    expect(PAGE_REF.test(form)).toBe(true);
    expect(
      findDeductions(`${excerpt}（${form}），這句話讓我很感動。`, 'zh', ['reading-page-number']),
    ).toEqual([]);
  });

  it('deducts 1 point when a content excerpt lacks its page number, pointing at the excerpt', () => {
    const text = `${excerpt}，這句話讓我很感動。`;
    const d = findDeductions(text, 'zh', ['reading-page-number']);
    expect(d).toHaveLength(1);
    expect(d[0]!.points).toBe(-1);
    expect(d[0]!.rule).toBe('reading-page-number');
    expect(text.slice(d[0]!.span!.start, d[0]!.span!.end)).toBe(
      '「真正的勇氣不是不害怕，而是害怕時仍然願意前進」',
    );
    expect(d[0]!.description['zh-tw']).toMatch(/頁碼/);
    expect(d[0]!.description.en).toMatch(/page number/);
  });

  it('does not count short quoted words as excerpts', () => {
    expect(findDeductions('他說這叫「勇氣」。', 'zh', ['reading-page-number'])).toEqual([]);
  });

  it('English excerpts need a page number too', () => {
    const q = 'The author writes, "courage is not the absence of fear but the will to go on"';
    expect(findDeductions(`${q}.`, 'en', ['reading-page-number'])).toHaveLength(1);
    expect(findDeductions(`${q} (p.12).`, 'en', ['reading-page-number'])).toEqual([]);
  });

  it('deducts 1 point when a paragraph quotation exceeds 50 words', () => {
    const words = (n: number): string => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
    expect(
      findDeductions(`He said "${words(51)}" (p.3).`, 'en', ['reading-long-quotation']),
    ).toHaveLength(1);
    expect(
      findDeductions(`He said "${words(50)}" (p.3).`, 'en', ['reading-long-quotation']),
    ).toEqual([]);
    const zh = `「${'我'.repeat(51)}」（頁3）`;
    expect(findDeductions(zh, 'zh', ['reading-long-quotation'])[0]?.points).toBe(-1);
    expect(
      findDeductions(`「${'我'.repeat(50)}」（頁3）`, 'zh', ['reading-long-quotation']),
    ).toEqual([]);
  });

  it('applies deductions to the reading-report level', async () => {
    const body =
      '這本書讓我學到很多。主角在困難中不斷成長，他面對失敗時沒有放棄，反而更加努力。我也想像他一樣，在生活中勇敢面對挑戰。\n';
    const hw = {
      name: '閱讀心得：勇氣',
      instructions: '請寫一篇閱讀心得，引用書中內容並標註頁碼。',
    };
    const withPage = await correct(
      { text: `${body}${excerpt}（第12頁）。這句話提醒我勇氣的意義。` },
      hw,
      'reading-report',
    );
    const without = await correct(
      { text: `${body}${excerpt}。這句話提醒我勇氣的意義。` },
      hw,
      'reading-report',
    );
    expect(withPage.deductions).toEqual([]);
    expect(without.deductions.map((d) => d.rule)).toEqual(['reading-page-number']);
    // A deduction never takes a scored essay to 0: only a zero gate does (issue 42, decision 0074).
    expect(without.level).toBe(Math.max(1, withPage.level - 1));
  });
});
