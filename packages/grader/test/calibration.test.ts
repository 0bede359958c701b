import { describe, expect, it } from 'vitest';
import { correct } from '../src/index.ts';
import { fixture } from './helpers.ts';

const hw = { name: '我的夢想', instructions: '請以「我的夢想」為題寫一篇文章。' };

describe('teacher calibration', () => {
  it('re-fits the level mapping to a teacher who scores this homework high or low', async () => {
    const essay = fixture('zh-trad-dream.txt');
    const others = [essay, essay.slice(0, 160), essay.slice(0, 120) + essay.slice(200)];
    const base = await correct({ text: essay }, hw, 'cap-writing');
    const generous = await correct({ text: essay }, hw, 'cap-writing', {
      teacherScored: others.map((t) => ({ text: t, level: 6 })),
    });
    const strict = await correct({ text: essay }, hw, 'cap-writing', {
      teacherScored: others.map((t) => ({ text: t, level: 1 })),
    });
    expect(generous.level).toBeGreaterThan(strict.level);
    expect(generous.level).toBeGreaterThanOrEqual(base.level);
    expect(strict.level).toBeLessThanOrEqual(base.level);
  });
});
