import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import enUs from '../locales/en-us.json' with { type: 'json' };
import zhTw from '../locales/zh-tw.json' with { type: 'json' };
import { essayLabel } from './essay-label.ts';

async function translator(lng: string) {
  const i18n = i18next.createInstance();
  await i18n.init({
    resources: { 'en-us': { translation: enUs }, 'zh-tw': { translation: zhTw } },
    lng,
    lowerCaseLng: true,
    interpolation: { escapeValue: false },
  });
  return (key: string, vars?: Record<string, string | number>) => i18n.t(key, vars ?? {});
}

describe('essayLabel (issue 41: no 「homework_3」 in lists)', () => {
  it('names an untitled essay by its student, else by its number, in each language', async () => {
    const zh = await translator('zh-tw');
    const en = await translator('en-us');
    expect(essayLabel({ title: 'homework_3', student_name: '王小明' }, zh)).toBe('王小明（無題）');
    expect(essayLabel({ title: 'homework_3', student_name: '王小明' }, en)).toBe(
      '王小明 (untitled)',
    );
    expect(essayLabel({ title: 'homework_3', student_name: '' }, zh)).toBe('第 3 篇（無題）');
    expect(essayLabel({ title: 'homework_3' }, en)).toBe('Essay 3 (untitled)');
    expect(essayLabel({ title: '  ', student_name: null }, zh)).toBe('（無題）');
    expect(essayLabel({ title: '我的暑假', student_name: '王小明' }, zh)).toBe('我的暑假');
  });
  it('never shows a placeholder, and keeps every own title as it is', async () => {
    const zh = await translator('zh-tw');
    const en = await translator('en-us');
    const names = ['', '王小明', 'Amy Lin', ' 陳 美玲 '];
    for (let n = 0; n < 60; n += 1)
      for (const t of [zh, en]) {
        const label = essayLabel({ title: `homework_${n * 37}`, student_name: names[n % 4] }, t);
        expect(label).not.toMatch(/homework_/);
        expect(label.length).toBeGreaterThan(0);
        // a title a teacher or student wrote is never replaced, even one that looks similar
        for (const own of [`homework_${n}x`, `Homework ${n}`, `第${n}篇`])
          expect(essayLabel({ title: own, student_name: names[n % 4] }, t)).toBe(own);
      }
  });
});
