import { describe, expect, it } from 'vitest';
import { correct } from '../src/index.ts';
import { findCorrections } from '../src/mechanics/index.ts';
import { fixture, parseReport, spanProblems } from './helpers.ts';

const cases = [
  {
    name: 'Traditional Chinese',
    text: fixture('zh-trad-dream.txt'),
    hw: { name: '我的夢想', instructions: '請以「我的夢想」為題寫一篇文章。' },
  },
  {
    name: 'Traditional Chinese with typos',
    text: '我的夢想是成為一位醫生。我在學校認真讀書，因為我知到知識很重要。每天放學後，我都會複習功課，再做練習題。\n雖然過程很辛苦，但是我不會放棄，我相信努力一定會有收獲。我也常常去醫院當志工，學習照顧病人，了解醫生的工做。\n總之，我會堅持下去，實現我的夢想。',
    hw: { name: '我的夢想', instructions: '請以「我的夢想」為題寫一篇文章。' },
  },
  {
    name: 'English',
    text: fixture('en-trip.txt'),
    hw: { name: 'A memorable trip', instructions: 'Write about a memorable trip.' },
  },
  {
    name: 'English with errors',
    text: fixture('en-errors.txt'),
    hw: {
      name: 'Computers',
      instructions: 'Write a letter about the effects computers have on people.',
    },
  },
];

describe('every span in a report indexes the essay text', () => {
  it.each(cases)('$name', async ({ text, hw }) => {
    const r = parseReport(
      await correct({ text }, hw, text.match(/[a-z]/) ? 'gsat-english' : 'cap-writing'),
    );
    expect(spanProblems(r, text)).toEqual([]);
    expect(r.paragraphComments.length).toBe(text.split('\n').filter((l) => l.trim()).length);
    expect(r.dimensions.some((d) => d.evidence.length > 0)).toBe(true);
  });

  it.each(cases)(
    'corrections from the mechanics module keep text at span = original ($name)',
    async ({ text }) => {
      const lang = /[\u4e00-\u9fff]/.test(text) ? 'zh' : 'en';
      const raw = await findCorrections(text, lang);
      const r = await correct(
        { text },
        { name: 'x', instructions: '' },
        lang === 'zh' ? 'cap-writing' : 'gsat-english',
        { lang },
      );
      for (const c of r.corrections) expect(text.slice(c.span.start, c.span.end)).toBe(c.original);
      // the engine keeps every correction whose span is valid
      const valid = raw.filter((c) => text.slice(c.span.start, c.span.end) === c.original);
      expect(r.corrections.length).toBe(valid.length);
    },
  );

  it('spans survive Windows line endings (the engine normalises \\r\\n before indexing)', async () => {
    const text = fixture('en-trip.txt').replace(/\n/g, '\r\n');
    const r = await correct(
      { text },
      { name: 'A memorable trip', instructions: 'Write about a trip.' },
      'gsat-english',
    );
    expect(spanProblems(r, text.replace(/\r\n/g, '\n'))).toEqual([]);
  });
});
