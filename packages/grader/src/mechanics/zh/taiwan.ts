import type { Correction } from '@essay/contracts';
import { makeCorrection } from '../correction.ts';

/**
 * Usage that is correct in Taiwan and must never be marked. Each entry is a sentence the checker
 * must leave alone (test/mechanics-trust.test.ts runs them all).
 */
export const TAIWAN_CORRECT: readonly string[] = [
  '他一天走了三百六十五里路。', // 里 as a unit of distance
  '從臺北到高雄有三百多公里，古人說千里之行始於足下。',
  '里長和鄰里都來幫忙，他衣錦還鄉回到故里。',
  '我很瞭解他，也了解你的想法。', // 瞭解 and 了解 are both standard
  '事情的經過一目瞭然，道理也很明瞭。',
  '台灣和臺灣都是正確的寫法。',
  '他拿着書，看著窗外。', // 着 / 著
  '姊姊和姐姐都在家，妳也一起來吧。',
  '這週末和下周都要佈置教室，布置好再休息。',
  '老師要我們每週寫週記，週記本放在桌上。', // 週記 as well as 周記 (the lexicon has both)
  '小時了了，大未必佳。',
  '做人要明辨是是非非。',
];

/** Character pairs (written, suggested) that are both correct in Taiwan: never swap them. */
export const TAIWAN_VARIANTS: readonly string[] = [
  '台臺',
  '臺台',
  '妳你',
  '你妳',
  '牠他',
  '牠它',
  '祂他',
  '裏裡',
  '裡裏',
  '污汙',
  '汙污',
  '着著',
  '著着',
  '嬤媽',
  '瞭了',
  '了瞭',
  '姊姐',
  '姐姊',
  '佈布',
  '布佈',
  '週周',
  '周週',
  '菸煙',
  '煙菸',
];

const NUMERAL = /[0-9０-９一二三四五六七八九十百千萬兩幾數半]/;
/** Words where 里 is right: a unit (公里, 英里, 海里, 千里) or a neighbourhood (里長, 鄰里, 故里). */
const LI_WORDS =
  /公里|英里|海里|華里|千里|萬里|里程|里長|里民|鄰里|鄉里|故里|里仁|閭里|里約|歐里|哩/;

/** Whether replacing the character at `index` of `text` with `suggestion` would mark Taiwan-correct usage. */
export function isTaiwanCorrect(
  text: string,
  index: number,
  original: string,
  suggestion: string,
): boolean {
  if (TAIWAN_VARIANTS.includes(original + suggestion)) return true;
  if (original === '里') {
    if (NUMERAL.test(text[index - 1] ?? '')) return true;
    if (LI_WORDS.test(text.slice(Math.max(0, index - 1), index + 2))) return true;
  }
  return false;
}

/** Emotions and effects that follow 令 ("makes someone feel …"): 另我崩潰 is 令我崩潰. */
const CAUSED =
  '崩潰|感動|難過|失望|驚訝|印象深刻|佩服|開心|高興|生氣|害怕|擔心|傷心|厭煩|不安|難忘|感到|覺得|心疼|心碎|心動|欣慰|敬佩|羨慕|驚艷|驚嘆|噁心|反感|困擾|頭痛|痛心|動容|振奮|嚮往|著迷|難以|無法|不敢';
const LING = new RegExp(`另(?=(?:我們|你們|他們|她們|人們|大家|我|你|他|她|人)(?:${CAUSED}))`, 'g');

/**
 * Characters that are never doubled in correct writing. Most doublings cross a word boundary
 * (目的的, 現在在, 成就就, 一把把), so only 是, 很 and 也 are checked, and 是 not after a
 * character that ends a word in 是 (但是是, 於是是, 就是是) nor in 是是非非.
 */
const DOUBLED = /([是很也])\1/g;
const ENDS_IN_SHI = /[但於就還可或總凡要只倒硬真正若即便老實算像自不都]/;

/**
 * 高性 for 高興 after a degree word (很高性, 好高性, 不高性): the checker's margin for it stays
 * under its threshold because 性 and 興 are rarely confused in its training pairs; 高性能, 高性價比
 * and 高性格 are left alone.
 */
const GAOXING = /(?<=[很好真太超蠻挺不多])高(性)(?![能價格質向])/g;

/** Narrow Chinese rules the statistical checker misses: 另→令 before an emotion, a doubled 是/很/也, 很高性. */
export function chineseRules(text: string): Correction[] {
  const out: Correction[] = [];
  for (const m of text.matchAll(LING)) {
    out.push(
      makeCorrection(text, m.index, m.index + 1, '令', 'typo', {
        'zh-tw': '「令」是使、讓的意思（令人感動、令我崩潰）；「另」是另外。',
        en: '"令" (to make someone feel) is meant here, not "另" (another).',
      }),
    );
  }
  for (const m of text.matchAll(GAOXING)) {
    out.push(
      makeCorrection(text, m.index + 1, m.index + 2, '興', 'typo', {
        'zh-tw': '「高興」是快樂的意思，「興」不是「性」。',
        en: '"高興" (glad) is written with "興", not "性".',
      }),
    );
  }
  for (const m of text.matchAll(DOUBLED)) {
    const ch = m[1]!;
    if (
      text.slice(m.index, m.index + 4) === '是是非非' ||
      (ch === '是' && ENDS_IN_SHI.test(text[m.index - 1] ?? ''))
    )
      continue;
    out.push(
      makeCorrection(text, m.index + 1, m.index + 2, '', 'typo', {
        'zh-tw': `「${ch}」重複了，刪去一個。`,
        en: `"${ch}" is written twice; delete one.`,
      }),
    );
  }
  return out;
}
