import { describe, expect, it } from 'vitest';
import { correct } from '../src/index.ts';
import { findCorrections } from '../src/mechanics/index.ts';
import { fixture, parseReport } from './helpers.ts';

// A well-written essay, and the same essay typed without paragraph indents and with “” quotes.
const clean = fixture('zh-format-quirks-clean.txt').replace(/\n+$/, '');
const quirky = clean
  .replace(/^\u3000\u3000/gm, '')
  .replace(/「/g, '“')
  .replace(/」/g, '”');
const homework = {
  name: '難忘的時光',
  instructions: '以「難忘的時光」為題，寫一篇文章，敘述你的經驗與感受。',
};

describe('format habits count once per essay', () => {
  it('makes one indentation finding and one quote-style finding, with every place listed', async () => {
    expect(await findCorrections(clean, 'zh')).toEqual([]);
    const found = await findCorrections(quirky, 'zh');
    expect(found.map((c) => c.kind)).toEqual(['format', 'punctuation']);
    expect(found[0]!.places).toHaveLength(4);
    expect(found[1]!.places).toHaveLength(4);
  });

  it('does not lower the mechanics dimension of a good essay with only format quirks', async () => {
    for (const rubric of ['cap-writing', 'gsat-chinese'] as const) {
      const mechanics = async (text: string) =>
        parseReport(await correct({ text }, homework, rubric, { lang: 'zh' })).dimensions.find(
          (d) => d.key === 'mechanics',
        )!.score;
      expect(await mechanics(quirky)).toBeGreaterThanOrEqual(await mechanics(clean));
    }
  });
});

/**
 * Issue 28: a handwritten 稿紙 page as the reader writes it (packages/ingest cellsToText): the
 * title line without its leading cells, a blank line, each paragraph opened by the two cells
 * left empty (two full-width spaces), a blank line between paragraphs.
 */
describe('a handwritten page read from its grid', () => {
  it('keeps its indents and is not told to indent its paragraphs', async () => {
    const paragraphs = clean.split('\n').filter((line) => line.trim());
    const page = [homework.name, ...paragraphs].join('\n\n');
    expect(paragraphs.every((p) => p.startsWith('\u3000\u3000'))).toBe(true);
    const found = await findCorrections(page, 'zh');
    expect(found.filter((c) => c.kind === 'format')).toEqual([]);
    // The same page with the indents lost (as a line reader gives it) is told.
    const lost = page.replace(/^\u3000\u3000/gm, '');
    expect((await findCorrections(lost, 'zh')).map((c) => c.kind)).toContain('format');
  });
});
