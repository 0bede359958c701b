import { describe, expect, it } from 'vitest';
import { correct, RUBRIC_PRESETS, GSAT_CHINESE_BANDS } from '../src/index.ts';
import { fixture, parseReport } from './helpers.ts';

const zhHw = {
  name: '我的夢想',
  instructions: '請以「我的夢想」為題，寫一篇文章，說明你的夢想以及如何實現。',
};
const enHw = {
  name: 'A memorable trip',
  instructions:
    'Write about a memorable trip you took with your family and what you learned from it.',
};

describe('rubric presets', () => {
  it('cap-writing: 1–6 級分, four official dimensions, holistic level from the model', async () => {
    const r = parseReport(
      await correct({ text: fixture('zh-trad-dream.txt') }, zhHw, 'cap-writing'),
    );
    expect(r.rubric).toBe('cap-writing');
    expect(r.fullScore).toBe(6);
    expect(r.level).toBeGreaterThanOrEqual(1);
    expect(r.level).toBeLessThanOrEqual(6);
    expect(r.levelLabel).toBe(`${r.level}級分`);
    expect(r.dimensions.map((d) => d.name['zh-tw'])).toEqual([
      '立意取材',
      '結構組織',
      '遣詞造句',
      '錯別字、格式與標點符號',
    ]);
    expect(RUBRIC_PRESETS['cap-writing'].holistic).toBe('model');
    for (const d of r.dimensions)
      expect(['excellent', 'above_average', 'average', 'below_average', 'poor']).toContain(d.grade);
    expect(r.engine.name).toBe('builtin');
    expect(r.confidence).toBeGreaterThan(0);
  });

  it('gsat-chinese: band labels A+ … C', async () => {
    const r = parseReport(
      await correct({ text: fixture('zh-trad-dream.txt') }, zhHw, 'gsat-chinese'),
    );
    expect(r.levelLabel).toBe(GSAT_CHINESE_BANDS[r.level]);
    expect(['C', 'C+', 'B', 'B+', 'A', 'A+']).toContain(r.levelLabel);
  });

  it('gsat-english: four items of 5 with letter grades, total is their sum minus deductions', async () => {
    const r = parseReport(await correct({ text: fixture('en-trip.txt') }, enHw, 'gsat-english'));
    expect(r.fullScore).toBe(20);
    expect(r.dimensions.map((d) => d.key)).toEqual([
      'content',
      'organisation',
      'grammar',
      'vocabulary',
    ]);
    expect(r.dimensions.every((d) => d.maxScore === 5)).toBe(true);
    for (const d of r.dimensions)
      expect(['excellent', 'good', 'fair', 'poor', 'inferior']).toContain(d.grade);
    const sum = r.dimensions.reduce((s, d) => s + d.score, 0);
    expect(r.level).toBe(sum + r.deductions.reduce((s, d) => s + d.points, 0));
    expect(r.deductions).toEqual([]);
  });

  it('gsat-english: −1 when clearly too short', async () => {
    const short =
      'Last summer my family went to Kenting. We swam in the sea and ate seafood every night. I learned to surf, and I fell many times, but my father helped me. It was the best trip of my life and I want to go again next year with my friends.';
    const r = await correct({ text: short }, enHw, 'gsat-english');
    expect(r.deductions.map((d) => [d.rule, d.points])).toEqual([['gsat-english-too-short', -1]]);
  });

  it('reading-report: page-number and quotation rules are active', () => {
    expect(RUBRIC_PRESETS['reading-report'].deductions).toEqual([
      'reading-page-number',
      'reading-long-quotation',
    ]);
  });

  it('custom rubric: its dimensions, points and full score', async () => {
    const r = parseReport(
      await correct({ text: fixture('en-trip.txt') }, enHw, {
        preset: 'custom',
        name: { 'zh-tw': '旅遊作文', en: 'Trip essay' },
        fullScore: 100,
        gradeScale: 'rubric',
        dimensions: [
          {
            key: 'ideas',
            name: { 'zh-tw': '內容', en: 'Ideas' },
            maxScore: 60,
            aspect: 'content',
            descriptors: { excellent: 'Vivid details' },
          },
          {
            key: 'flow',
            name: { 'zh-tw': '結構', en: 'Flow' },
            maxScore: 40,
            aspect: 'organisation',
            descriptors: {},
          },
        ],
      }),
    );
    expect(r.rubric).toBe('custom');
    expect(r.fullScore).toBe(100);
    expect(r.levelLabel).toBe(`${r.level}/100`);
    expect(r.dimensions.map((d) => [d.key, d.maxScore])).toEqual([
      ['ideas', 60],
      ['flow', 40],
    ]);
    expect(r.dimensions.every((d) => d.score >= 0 && d.score <= d.maxScore)).toBe(true);
  });
});
