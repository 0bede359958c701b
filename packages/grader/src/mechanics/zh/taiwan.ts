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
  // Native usage the checker flagged on He 2022 essays (issue 10, native flags per 1,000 characters).
  '他漸漸的走遠了，不斷的提升自己。', // adverbial 的 for 地 is common in Taiwan writing
  '有魏徵大膽直諫的方，便有長孫無忌深思的圓。',
  '他視音樂為生命，好一個視功利為糞土的人，甚至視校規如無物。', // 視…為 / 視…如
  '一個由十八位壯士組成的隊伍，由學生負責打掃。', // 由…組成 / 由…負責
  '人生就是一列開往遠方的列車，兩列火車並行。', // 列 as a measure word after a numeral
  '他整天都呆在家裡。', // 呆 (to stay) as well as 待
  '對它們來說，這是極難的事；我一次又一次與它擦肩而過。', // 它 (it) is not a slip for 他
  '父親把他趕出家門，不准他回來，也不批准他出國。', // 准: to permit
  '友人便從言語中感受到友人的關懷，友誼長存。', // 友人, 友誼, 友情, 友善
  // Literary words jieba's list lacks (build-lexicon.ts LITERARY_WORDS).
  '他放棄了，孑然出世，緩緩飲下一掬生活的清泉。',
  '每當粽葉飄香，百花爭芳鬥妍。',
  '唐太宗把諫議大臣魏徵當做鏡子。',
  '用一顆不屈的心擎起千斤重的理想，屹立不倒。',
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
  '呆待',
  '待呆',
];

const NUMERAL = /[0-9０-９一二三四五六七八九十百千萬兩幾數半]/;
/** Words where 里 is right: a unit (公里, 英里, 海里, 千里) or a neighbourhood (里長, 鄰里, 故里). */
const LI_WORDS =
  /公里|英里|海里|華里|千里|萬里|里程|里長|里民|鄰里|鄉里|故里|里仁|閭里|里約|歐里|哩/;

/** The clause after a position: up to the next punctuation mark. */
const CLAUSE_END = /[，。！？；：、「」『』“”‘’（）《》〈〉\n]/;
function clauseAfter(text: string, index: number, length: number): string {
  const rest = text.slice(index + 1, index + 1 + length);
  const end = rest.search(CLAUSE_END);
  return end < 0 ? rest : rest.slice(0, end);
}
/** 視…為 / 視…如 (to regard … as …): 視 is the verb, not a slip for 是. */
const SHI_AS = /^[^為如作同與]{1,8}[為如作同與]/;
/** 由…組成 / 由…負責 (made up of, in the charge of): 由 is the preposition, not 有. */
const YOU_BY = /(組成|構成|組織|負責|決定|造成|引起|主導|產生|主持|帶領|率領)/;

/** Whether replacing the character at `index` of `text` with `suggestion` would mark Taiwan-correct usage. */
export function isTaiwanCorrect(
  text: string,
  index: number,
  original: string,
  suggestion: string,
): boolean {
  if (TAIWAN_VARIANTS.includes(original + suggestion)) return true;
  // Adverbial 的 (漸漸的走遠) is written and accepted throughout Taiwan; 的方 is not 地方 either.
  if (original === '的' && suggestion === '地') return true;
  // 它 names a thing or an animal: which one the writer meant is their choice, not a slip.
  if (original === '它' && suggestion === '他') return true;
  if (original === '視' && SHI_AS.test(clauseAfter(text, index, 12))) return true;
  if (original === '由' && YOU_BY.test(clauseAfter(text, index, 14))) return true;
  if (original === '列' && NUMERAL.test(text[index - 1] ?? '')) return true;
  // 准 is "to permit" (不准, 批准, 准許); 準 is "accurate, standard".
  if (
    original === '准' &&
    (/[不批核允獲未]/.test(text[index - 1] ?? '') || /[許予]/.test(text[index + 1] ?? ''))
  )
    return true;
  if (original === '友' && /[人誼情好善]/.test(text[index + 1] ?? '')) return true;
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
