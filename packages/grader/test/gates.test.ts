import { describe, expect, it } from 'vitest';
import { checkGates, correct, decideEssay } from '../src/index.ts';
import { uniqueLength, withoutRepeatedSentences } from '../src/text/repeats.ts';
import { fixture } from './helpers.ts';

const zhHw = {
  name: '我的夢想',
  instructions: '請以「我的夢想」為題，寫一篇文章，說明你的夢想以及如何實現。',
};
const enHw = {
  name: 'A memorable trip',
  instructions:
    'Write about a memorable trip you took with your family and what you learned from it.',
};
/** An off-topic essay of about 170 characters (the Chinese flag needs 100 topic units). */
const SOUP =
  '今天早上下大雨，媽媽煮了熱騰騰的牛肉麵。牛肉燉得很軟，湯頭香濃，麵條有嚼勁。吃完以後全家人一起看電視，弟弟笑得很開心，外面的雨聲也變得好聽了。中午雨停了，爸爸帶我們去市場買水果，攤販叫賣的聲音此起彼落，芒果和西瓜堆得像小山。晚上媽媽把剩下的牛肉湯加進青菜和豆腐，又是一鍋香噴噴的晚餐。睡覺前，窗外又下起小雨，屋簷滴答滴答響，廚房裡還留著牛肉湯淡淡的香氣。';

const suspect = (
  text: string,
  hw: { name: string; instructions: string },
  extra: { modelEssays?: string[] } = {},
): boolean => decideEssay({ text }, hw, extra).offTopic !== null;

const gate = (
  text: string,
  hw: { name: string; instructions: string },
  lang: 'zh' | 'en',
  extra: { title?: string; modelEssays?: string[] } = {},
) =>
  checkGates({ text, homeworkName: hw.name, instructions: hw.instructions, lang, ...extra })
    ?.gate ?? null;

describe('zero-level gates', () => {
  it('passes a normal essay in both languages', () => {
    expect(gate(fixture('zh-trad-dream.txt'), zhHw, 'zh')).toBeNull();
    expect(gate(fixture('en-trip.txt'), enHw, 'en')).toBeNull();
  });
  it('blank', () => {
    expect(gate('   \n  ', zhHw, 'zh')).toBe('blank');
    expect(gate('', enHw, 'en')).toBe('blank');
  });
  it('title only', () => {
    expect(gate('我的夢想', zhHw, 'zh')).toBe('title_only');
    expect(gate('A Memorable Trip', enHw, 'en')).toBe('title_only');
    expect(gate('我的志向', zhHw, 'zh', { title: '我的志向' })).toBe('title_only');
  });
  it('too short', () => {
    expect(gate('我想當醫生，因為可以幫助別人。', zhHw, 'zh')).toBe('too_short');
    expect(gate('My trip to the beach was fun and I liked it.', enHw, 'en')).toBe('too_short');
  });
  it('too short once repeats are left out: a pasted sentence, a held-down key', () => {
    const pasted = '我的夢想是成為一位老師，因為老師可以幫助很多人。'.repeat(200);
    expect(gate(pasted, zhHw, 'zh')).toBe('too_short');
    expect(gate('啊'.repeat(5000), zhHw, 'zh')).toBe('too_short');
    expect(gate('We went to the beach and swam. '.repeat(100), enHw, 'en')).toBe('too_short');
    const reason = checkGates({ text: pasted, homeworkName: '', instructions: '', lang: 'zh' })
      ?.reason['zh-tw'];
    expect(reason).toMatch(/^內容大量重複：全文 \d+ 字，去除重複後只有 \d+/);
  });
  it('copied prompt', () => {
    const zh = `${zhHw.instructions}${zhHw.instructions}請以我的夢想為題寫一篇文章說明你的夢想以及如何實現。`;
    expect(gate(zh, zhHw, 'zh')).toBe('copied_prompt');
    const en = `${enHw.instructions} ${enHw.instructions} Write about a memorable trip you took with your family.`;
    expect(gate(en, enHw, 'en')).toBe('copied_prompt');
  });
  it('poetry form (Chinese)', () => {
    const poem =
      '我的夢想\n像天上的星星\n閃閃發亮\n照亮我前進的路\n即使風雨再大\n我也不會害怕\n因為夢想在遠方\n等著我去實現';
    expect(gate(poem, zhHw, 'zh')).toBe('poetry_form');
    // prose with the same number of lines but full sentences is not poetry
    const prose = fixture('zh-trad-dream.txt');
    expect(gate(prose, zhHw, 'zh')).toBeNull();
  });
  it('off topic is suspected, never a gate: the teacher decides (issue 42 §1)', () => {
    const zh = SOUP;
    expect(gate(zh, zhHw, 'zh', { modelEssays: [fixture('zh-trad-dream.txt')] })).toBeNull();
    expect(suspect(zh, zhHw, { modelEssays: [fixture('zh-trad-dream.txt')] })).toBe(true);
    const en =
      'Basketball is played by two teams of five players. Each team tries to shoot the ball into a hoop. Points are scored from inside or outside the arc, and fouls give free throws to the opponent team during games.';
    expect(gate(en, enHw, 'en', { modelEssays: [fixture('en-trip.txt')] })).toBeNull();
    expect(suspect(en, enHw, { modelEssays: [fixture('en-trip.txt')] })).toBe(true);
  });
  it('never calls an essay off-topic from an uninformative task alone; an informative task is enough', () => {
    // A narrative on 我最難忘的一件事 rarely repeats the title's words: too few topic words to judge by.
    const hw = {
      name: '我最難忘的一件事',
      instructions: '請以「我最難忘的一件事」為題，寫一篇文章。',
    };
    const climb =
      '去年暑假，我和家人一起去爬合歡山。出發前，爸爸提醒我們要準備足夠的水和外套。清晨五點，我們從登山口出發，坡度越來越陡，我好幾次想放棄，但是看到媽媽穩穩地走著，我就告訴自己再走一步就好。終於登上山頂，雲海在腳下翻滾。';
    expect(suspect(climb, hw)).toBe(false);
    expect(suspect(SOUP, zhHw)).toBe(true);
    expect(suspect(fixture('zh-trad-dream.txt'), zhHw)).toBe(false);
  });
  it('gated essays get level 0 with the reason in both languages', async () => {
    const r = await correct({ text: '' }, zhHw, 'cap-writing');
    expect(r.level).toBe(0);
    expect(r.levelLabel).toBe('0級分');
    expect(r.zeroGate?.gate).toBe('blank');
    expect(r.zeroGate?.reason['zh-tw']).toMatch(/空白/);
    expect(r.zeroGate?.reason.en).toMatch(/Blank/);
    expect(r.dimensions.every((d) => d.grade === 'completely_off_topic' && d.score === 0)).toBe(
      true,
    );
    const e = await correct({ text: 'Too short to count.' }, enHw, 'gsat-english');
    expect(e.zeroGate?.gate).toBe('too_short');
    expect(e.dimensions.every((d) => d.grade === 'inferior')).toBe(true);
  });
});

describe('repeated text', () => {
  it('counts only new text; a natural essay is almost all new', () => {
    expect(uniqueLength('啊'.repeat(1000), 'zh')).toBe(1);
    const essay = fixture('zh-trad-dream.txt');
    const bare = essay.replace(/[\s\p{P}\p{S}]/gu, '').length;
    expect(uniqueLength(essay, 'zh')).toBeGreaterThan(0.9 * bare);
    expect(uniqueLength(`${essay}\n${essay}`, 'zh')).toBeLessThan(bare + 10);
  });

  it('leaves pasted sentences out but keeps a short refrain', () => {
    expect(withoutRepeatedSentences('我愛台灣。我愛台灣。台灣很美。', 'zh')).toBeNull();
    expect(
      withoutRepeatedSentences(
        '我的夢想是成為一位老師。\n老師很辛苦。我的夢想是成為一位老師。',
        'zh',
      ),
    ).toBe('我的夢想是成為一位老師。\n老師很辛苦。');
    expect(withoutRepeatedSentences('A b. C d. E f.\nA b. C d.', 'en')).toBe('A b. C d. E f.');
  });

  it('does not raise the level of an essay pasted twice', async () => {
    for (const [file, hw, rubric, lang] of [
      ['zh-trad-dream.txt', zhHw, 'cap-writing', 'zh'],
      ['en-trip.txt', enHw, 'gsat-english', 'en'],
    ] as const) {
      const essay = fixture(file);
      const once = await correct({ text: essay }, hw, rubric, { lang });
      const twice = await correct({ text: `${essay}\n${essay}` }, hw, rubric, { lang });
      expect(twice.level).toBeLessThanOrEqual(once.level);
      expect(twice.dimensions.map((d) => d.score)).toEqual(
        once.dimensions.map((d, i) => Math.min(d.score, twice.dimensions[i]!.score)),
      );
    }
  });
});
