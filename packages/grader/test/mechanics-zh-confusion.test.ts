import { describe, expect, it } from 'vitest';
import { findCorrections } from '../src/mechanics/index.ts';
import { readingsOf } from '../scripts/zh/build-confusion.ts';
import { loadZhModel } from '../src/mechanics/zh/model.ts';
import { pairKey } from '../src/mechanics/zh/numeric-hash.ts';

const cp = (ch: string) => ch.codePointAt(0)!;
const kindOf = (written: string, meant: string) =>
  loadZhModel().confusion.kind(cp(written), cp(meant));
const trained = (written: string, meant: string) =>
  loadZhModel().errorCount.get(pairKey(cp(written), cp(meant))) ?? 0;

async function typos(text: string): Promise<string[]> {
  const found = await findCorrections(text, 'zh');
  return found.filter((c) => c.kind === 'typo').map((c) => `${c.original}->${c.suggestion}`);
}

describe('Chinese similar-sound / similar-shape candidates (pinyin-pro readings, cjk-decomp shapes)', () => {
  it('reads Traditional characters', () => {
    expect(readingsOf('們')).toContain('men2');
    // Readings pinyin-pro knows only for the Simplified form (兴) count too.
    expect(readingsOf('興')).toEqual(expect.arrayContaining(['xing1', 'xing4']));
    expect(readingsOf('說')).toContain('shuo1');
  });

  it('puts same-sound, near-sound and same-component pairs in the shipped candidate sets', () => {
    expect(kindOf('抱', '報')).toBe(1); // bao4
    expect(kindOf('另', '令')).toBe(1); // ling4
    expect(kindOf('抱', '包')).toBe(2); // bao1: another tone
    expect(kindOf('抱', '跑')).toBe(3); // the 包 family
    expect(kindOf('特', '持')).toBe(3); // the 寺 family
    expect(kindOf('抱', '海')).toBe(0);
  });

  it.each([
    ['　　從刀耕活種到鐵具牛耕。', '活->火'],
    ['　　山重水複疑無路，柳岸花明又一村。', '岸->暗'],
    ['　　他腳踏實地，敬忠職守。', '敬->盡'],
    ['　　世界上的事物不會總是一塵不變的。', '塵->成'],
  ])('fixes %s (%s) with a pair never seen in training', async (text, fix) => {
    const [written, meant] = fix.split('->') as [string, string];
    expect(trained(written, meant)).toBe(0);
    expect(await typos(text)).toEqual([fix]);
  });

  it.each([
    '　　梅花凌寒獨立，不畏風雪。',
    '　　我們期待著春天的到來。',
    '　　莫愁前路無知己，天下誰人不識君。',
  ])('leaves native writing alone: %s', async (text) => {
    expect(await typos(text)).toEqual([]);
  });
});
