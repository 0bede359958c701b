import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { RelevelPreview } from '@essay/contracts';
import enUs from '../../locales/en-us.json' with { type: 'json' };
import zhTw from '../../locales/zh-tw.json' with { type: 'json' };
import { relevelExplanation } from './relevel-explanation.ts';

const base: RelevelPreview = {
  outcome: 'ready',
  min_overrides: 3,
  overrides: 3,
  set_aside: { zero_gate: 0, other_rubric: 0 },
  fit: { shift: 2.333, spread: 1 },
  range: { min: 1, max: 6 },
  unchanged: 0,
  changes: [],
};

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

describe('the re-level preview in a teacher’s words (issue 31 item 2)', () => {
  it('says the average move, the spread when it is not 1, and the rule', async () => {
    const t = await translator('en-us');
    expect(relevelExplanation(base, t)).toEqual([
      'You set the level of 3 essays yourself.',
      "On those essays your levels are on average 2.3 levels higher than the engine's.",
      'The other corrected essays are moved the same way, rounded to a whole level and kept between 1 and 6. Essays you levelled yourself are not changed.',
    ]);
    const lower = relevelExplanation({ ...base, fit: { shift: -1, spread: 2 } }, t);
    expect(lower.slice(1, 3)).toEqual([
      "On those essays your levels are on average 1 level lower than the engine's.",
      "Your levels are also further apart than the engine's (×2).",
    ]);
    const zh = relevelExplanation(base, await translator('zh-tw'));
    expect(zh[1]).toBe('在這些作文上，您的級分平均比系統高 2.3 級。');
  });

  it('says why there is no proposal', async () => {
    const t = await translator('en-us');
    expect(relevelExplanation({ ...base, outcome: 'too_few', overrides: 1, fit: null }, t)).toEqual(
      ['Set the level of at least 3 essays yourself first, on their reports. You have set 1.'],
    );
    const opposite = relevelExplanation({ ...base, outcome: 'opposite' }, t);
    expect(opposite[1]).toMatch(/^Your levels run against the engine's order/);
    expect(opposite).toHaveLength(2);
  });

  it('counts every essay the teacher levelled, and says which cannot guide the others (issue 41)', async () => {
    const en = await translator('en-us');
    const zh = await translator('zh-tw');
    const three = {
      ...base,
      outcome: 'too_few' as const,
      overrides: 2,
      set_aside: { zero_gate: 1, other_rubric: 0 },
      fit: null,
    };
    expect(relevelExplanation(three, zh)).toEqual([
      '請先在至少 3 篇作文的報告上親自評定級分；目前已評定 3 篇，其中可作為依據的有 2 篇。',
      '您評定的作文中有 1 篇不能作為依據：系統依 0 級分規則（空白、抄題、離題、寫成詩體）評定它們。',
    ]);
    expect(relevelExplanation(three, en)[0]).toBe(
      'Set the level of at least 3 essays yourself first, on their reports. You have set 3; 2 of them can guide the others.',
    );
    // ready: the intro counts all the teacher's levels, then names the other scale's
    const ready = relevelExplanation(
      { ...base, overrides: 3, set_aside: { zero_gate: 0, other_rubric: 2 } },
      en,
    );
    expect(ready.slice(0, 2)).toEqual([
      'You set the level of 5 essays yourself.',
      '2 essays you levelled are marked on another scale than the others, so they cannot guide them.',
    ]);
  });
});
