import { describe, expect, it } from 'vitest';
import { CorrectionSchema, type Correction } from '@essay/contracts';
import { findCorrections } from '../src/mechanics/index.ts';
import { scoreSentences } from '../scripts/zh/csc-metrics.ts';

async function check(text: string): Promise<Correction[]> {
  const corrections = await findCorrections(text, 'zh');
  for (const c of corrections) {
    CorrectionSchema.parse(c);
    expect(text.slice(c.span.start, c.span.end)).toBe(c.original);
  }
  return corrections;
}

const fixesOf = (cs: Correction[], kind: Correction['kind']) =>
  cs.filter((c) => c.kind === kind).map((c) => `${c.original}->${c.suggestion}`);

const CLEAN =
  '　　今天天氣很好，我們一起去公園散步。公園裡有很多人在運動，有的人在跑步，有的人在打球。\n' +
  '　　媽媽說：「多運動對身體很好。」我覺得她說得很對，以後我要每天運動。';

describe('Chinese mechanics', () => {
  it('keeps spans exact on essays with titles, quotes, half-width marks and rare characters', async () => {
    const essays = [
      '我的暑假\n今天天氣很好,我們一起去公園玩.他說:"我們以經到了"。\n　　我覺的這次的旅行很開心。“希望”下次再來𠮷野家...',
      '　　我最難忘的一個人是我的老師，她對我們非常好，因為她常常鼓勵我們，我們以經很努力了。',
      ' 第一段只有一個半形空格開頭。\n　　第二段沒有問題。',
    ];
    for (const essay of essays) expect((await check(essay)).length).toBeGreaterThan(0);
  });

  it('reports nothing on a clean, well-formatted essay', async () => {
    expect(await check(CLEAN)).toEqual([]);
  });

  it('corrects typos (錯別字) from the confusion sets', async () => {
    expect(fixesOf(await check('　　我們以經到了學校。'), 'typo')).toContain('以->已');
    expect(fixesOf(await check('　　我們已經到了學校。'), 'typo')).toEqual([]);
  });

  it('leaves a word of the lexicon alone when only frequency prefers another (小雪, not 小學)', async () => {
    // A character inside a lexicon word needs 2 more log-odds (decision 0085, second part).
    for (const s of ['　　窗外飄著一場細細的小雪。', '　　我們看著慢慢落下的小雪。'])
      expect(fixesOf(await check(s), 'typo')).toEqual([]);
    expect(fixesOf(await check('　　他是一位小雪老師。'), 'typo')).toEqual(['雪->學']);
  });

  it('converts half-width punctuation next to Chinese, but not inside numbers', async () => {
    const found = fixesOf(await check('　　今天很熱,我喝了水.你呢?'), 'punctuation');
    expect(found).toEqual([',->，', '.->。', '?->？']);
    expect(await check('　　圓周率約為3.14，人口有1,000人。')).toEqual([]);
  });

  it('asks for 「」 instead of western quotes once per essay, listing every place, and for the Chinese ellipsis', async () => {
    const text = '　　他說“你好”，我說"再見"……我想了想...\n　　她說“好”。';
    const found = await check(text);
    expect(fixesOf(found, 'punctuation')).toEqual(['“->「', '...->……']);
    const quote = found.find((c) => c.original === '“')!;
    expect(quote.places!.map((p) => text.slice(p.start, p.end))).toEqual([
      '“',
      '”',
      '"',
      '"',
      '“',
      '”',
    ]);
    expect(quote.reason['zh-tw']).toContain('6 個西式引號（第 1、2 段）');
  });

  it('asks for a two full-width space indent once per essay, listing the paragraphs, skipping a short title line', async () => {
    const text = '春天\n花開了，鳥叫了。\n  小草也長出來了。\n　　這段有空格。\n蝴蝶也來了。';
    const found = (await check(text)).filter((c) => c.kind === 'format');
    expect(fixesOf(found, 'format')).toEqual(['花->　　花']);
    expect(found[0]!.places!.map((p) => text.slice(p.start, p.end))).toEqual(['花', '  ', '蝴']);
    expect(found[0]!.reason['zh-tw']).toContain('3 段未空格（第 2、3、5 段）');
  });

  it('scores sentence-level CSC metrics the standard way', () => {
    const m = scoreSentences([
      { source: '我以經到了', target: '我已經到了', predicted: [{ index: 1, char: '已' }] },
      { source: '他在也不來', target: '他再也不來', predicted: [{ index: 1, char: '現' }] },
      { source: '天氣很好', target: '天氣很好', predicted: [{ index: 0, char: '夭' }] },
      { source: '我很高興', target: '我很高興', predicted: [] },
    ]);
    expect(m.detection.precision).toBeCloseTo(2 / 3);
    expect(m.detection.recall).toBe(1);
    expect(m.correction.precision).toBeCloseTo(1 / 3);
    expect(m.correction.recall).toBe(0.5);
    expect(m.falseAlarmRate).toBe(0.5);
  });
});
