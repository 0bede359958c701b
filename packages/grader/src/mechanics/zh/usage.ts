/**
 * The 錯別字 Taiwanese students make, decided by context rather than by the character alone
 * (issue 31; decision 0041): fixed words and 成語 (usage-table.ts) where no lexicon word crosses
 * their edges, and rules over jieba's words and parts of speech for 在/再, 的/得, 那/哪, 必需/必須.
 * Every rule is written for precision: it fires only where the wrong form cannot be read as right.
 */
import type { Correction } from '@essay/contracts';
import { makeCorrection, type Reason } from '../correction.ts';
import { tagWords } from '../../text/jieba.ts';
import { toSimplified } from '../../text/normalise.ts';
import { loadZhModel } from './model.ts';
import { LexiconTrie } from './lexicon-trie.ts';
import { FIXED_PHRASES, type UsageFamily } from './usage-table.ts';

interface Token {
  word: string;
  tag: string;
  start: number;
  end: number;
}

interface Fix {
  start: number;
  end: number;
  suggestion: string;
  family: UsageFamily;
}

const REASONS: Record<UsageFamily, (o: string, s: string) => Reason> = {
  在再: (o, s) => ({
    'zh-tw': `「${o}」應寫作「${s}」：表示又一次、繼續或更加時用「再」（再也、再說、再怎麼），表示所在或正在時用「在」。`,
    en: `"${o}" should be "${s}": 再 means again, further or more; 在 means at or in the middle of.`,
  }),
  的得: (o, s) => ({
    'zh-tw': `「${o}」應寫作「${s}」：動詞或形容詞後面接說明程度、結果的補語時用「得」（跑得很快、累得說不出話）。`,
    en: `"${o}" should be "${s}": 得 links a verb or adjective to a complement of degree or result.`,
  }),
  那哪: (o, s) => ({
    'zh-tw': `「${o}」應寫作「${s}」：問地方或問哪一個時用「哪」（哪裡、哪個），「那」是指示代詞。`,
    en: `"${o}" should be "${s}": 哪 asks where or which; 那 points to something (that, there).`,
  }),
  帶戴: (o, s) => ({
    'zh-tw': `「${o}」應寫作「${s}」：「戴」只用在頭、臉、手上穿戴的東西（戴帽子、戴眼鏡、戴手錶）；攜帶、引領、含有用「帶」（帶著笑容、帶牠去、帶來）。`,
    en: `"${o}" should be "${s}": 戴 is to wear on the head, face or hands (a hat, glasses, a watch); 帶 is to carry, lead or bring (帶著笑容, 帶來).`,
  }),
  像向: (o, s) => ({
    'zh-tw': `「${o}」應寫作「${s}」：比喻、相似用「像」（像…一樣、短得像一次深呼吸），表示方向、對象用「向」（望向、走向）。`,
    en: `"${o}" should be "${s}": 像 compares (like, as if); 向 points a direction or a person (towards).`,
  }),
  以已: (o, s) => ({
    'zh-tw': `「${o}」應寫作「${s}」：「已」表示已經完成，「以」用在以後、以前、以為、可以、所以等詞。`,
    en: `"${o}" should be "${s}": 已 means already; 以 is the character of 以後, 以前, 可以, 所以.`,
  }),
  己已: (o, s) => ({
    'zh-tw': `「${o}」應寫作「${s}」：「自己」的「己」，「已經」的「已」。`,
    en: `"${o}" should be "${s}": 己 is the character of 自己 (oneself), 已 that of 已經 (already).`,
  }),
  做作: (o, s) => ({
    'zh-tw': `「${o}」應寫作「${s}」：作業、工作、作品、動作用「作」，做事、做功課、做家事用「做」。`,
    en: `"${o}" should be "${s}": 作業, 工作, 作品, 動作 take 作; 做事, 做功課, 做家事 take 做.`,
  }),
  須需: (o, s) => ({
    'zh-tw': `「${o}」應寫作「${s}」：後面接動作、表示一定要時用「必須」；「必需」指一定需要的東西（必需品）。`,
    en: `"${o}" should be "${s}": 必須 (must) comes before a verb; 必需 means necessary (必需品).`,
  }),
  旦但: (o, s) => ({
    'zh-tw': `「${o}」應寫作「${s}」：「一旦」表示某一天、萬一，不是「但是」的「但」。`,
    en: `"${o}" should be "${s}": 一旦 (once, if ever) is written with 旦, not the 但 of 但是.`,
  }),
  應因: (o, s) => ({
    'zh-tw': `「${o}」應寫作「${s}」：「應該」的「應」表示應當，「因為」的「因」表示原因。`,
    en: `"${o}" should be "${s}": 應 is the character of 應該 (should), 因 that of 因為 (because).`,
  }),
  既即: (o, s) => ({
    'zh-tw': `「${o}」應寫作「${s}」：「即使」表示假設，「既然」表示已成事實，「立即、即將」的「即」表示馬上。`,
    en: `"${o}" should be "${s}": 即使 (even if), 即將 and 立即 take 即; 既然 (since) takes 既.`,
  }),
  復複: (o, s) => ({
    'zh-tw': `「${o}」應寫作「${s}」：「復」是回復、再次（恢復、日復一日），「複」是重複、繁複（重複、複雜）。`,
    en: `"${o}" should be "${s}": 復 means to return or again (恢復), 複 means repeated or complex (重複, 複雜).`,
  }),
  word: (o, s) => ({
    'zh-tw': `「${o}」是錯別字，應寫作「${s}」。`,
    en: `"${o}" is miswritten; the word is "${s}".`,
  }),
  idiom: (o, s) => ({
    'zh-tw': `成語「${s}」不寫作「${o}」。`,
    en: `The idiom is written "${s}", not "${o}".`,
  }),
};

const GUARD_MIN_COUNT = 30;

/** Whether a lexicon word of two or more characters crosses the left / right edge of [start, end). */
function crossed(
  chars: string[],
  start: number,
  end: number,
  side: 'left' | 'right' | 'both',
): boolean {
  const { lexicon, unknownLogProb } = loadZhModel();
  // jieba's list holds rare junk (很乾, 苦人, 改做, 磕睡 at 3–18): a guard word must be seen 30 times.
  const minLogProb = Math.log(GUARD_MIN_COUNT / 0.5) + unknownLogProb;
  const left = side !== 'right';
  const right = side !== 'left';
  for (let from = Math.max(0, start - 4); from < end; from++) {
    let node = LexiconTrie.ROOT;
    for (let to = from + 1; to <= Math.min(chars.length, from + 6); to++) {
      node = lexicon.child(node, chars[to - 1]!.codePointAt(0)!);
      if (node < 0) break;
      const logProb = lexicon.logProb(node);
      if (to - from < 2 || Number.isNaN(logProb) || logProb < minLogProb) continue;
      if (left && from < start && to > start) return true;
      if (right && from < end && to > end) return true;
    }
  }
  return false;
}

/** Tokens of the text with their offsets (code points equal UTF-16 units for Han text here). */
function tokensOf(text: string): Token[] {
  const simplified = toSimplified(text);
  const out: Token[] = [];
  let at = 0;
  for (const { word, tag } of tagWords(simplified)) {
    const start = simplified.indexOf(word, at);
    if (start < 0) continue;
    out.push({
      word: text.slice(start, start + word.length),
      tag,
      start,
      end: start + word.length,
    });
    at = start + word.length;
  }
  return out;
}

const CLAUSE_MARK = /[，。！？；：、「」『』（）\n]/;
const SENTENCE_END = /[。！？\n]/;

/** The clause after `index` (up to the next punctuation). */
function clauseAfter(text: string, index: number): string {
  const rest = text.slice(index, index + 30);
  const end = rest.search(CLAUSE_MARK);
  return end < 0 ? rest : rest.slice(0, end);
}

function clauseBefore(text: string, index: number): string {
  const before = text.slice(Math.max(0, index - 30), index);
  let cut = -1;
  for (let i = before.length - 1; i >= 0; i--) {
    if (CLAUSE_MARK.test(before[i]!)) {
      cut = i;
      break;
    }
  }
  return before.slice(cut + 1);
}

function sentenceBefore(text: string, index: number): string {
  const before = text.slice(Math.max(0, index - 40), index);
  let cut = -1;
  for (let i = before.length - 1; i >= 0; i--) {
    if (SENTENCE_END.test(before[i]!)) {
      cut = i;
      break;
    }
  }
  return before.slice(cut + 1);
}

function fixedPhraseFixes(text: string, chars: string[]): Fix[] {
  const fixes: Fix[] = [];
  for (const phrase of FIXED_PHRASES) {
    let from = 0;
    for (;;) {
      const start = text.indexOf(phrase.wrong, from);
      if (start < 0) break;
      from = start + 1;
      const end = start + phrase.wrong.length;
      const after = text.slice(end, end + 12);
      if (phrase.after && !phrase.after.test(after)) continue;
      if (phrase.notAfter?.test(after)) continue;
      const left = text.slice(Math.max(0, start - 4), start);
      if (phrase.before && !phrase.before.test(left)) continue;
      if (phrase.notBefore?.test(left)) continue;
      const guard = phrase.guard ?? 'both';
      if (guard !== 'none' && crossed(chars, start, end, guard)) continue;
      fixes.push({ start, end, suggestion: phrase.right, family: phrase.family });
    }
  }
  return fixes;
}

/** Ends of a clause that make 在 a place or time (在考試時, 在比賽中, 在家裡): 在 is right there. */
const LOCATIVE = /(時|中|裡|上|下|前|後|間|內|外|邊|旁|之際|期間|那天|當天|當中)/;
const MODAL_BEFORE =
  /^(不要|不想|不必|不用|不會|不能|不可以|不准|不該|別|可以|還想|還要|想|要|能|希望|不願|不敢|不得|沒辦法)$/;
/** 在 before a verb or adjective after a modal or in a sequence: 不要在吵了, 先…，在切蔥. */
function zaiFixes(text: string, tokens: Token[]): Fix[] {
  const fixes: Fix[] = [];
  const fix = (t: Token, family: UsageFamily = '在再') =>
    fixes.push({ start: t.start, end: t.end, suggestion: t.word === '在' ? '再' : '在', family });
  tokens.forEach((t, i) => {
    if (t.word !== '在') return;
    const next = tokens[i + 1];
    const prev = tokens[i - 1];
    if (!next) return;
    const clause = clauseAfter(text, t.end);
    // 在沉默中爆發, 在上課時講話: a place or time word anywhere in the clause makes 在 right.
    const locative = LOCATIVE.test(clause) || /[的之]/.test(clause.slice(0, 6));
    // jieba tags 等 (to wait) as a particle; 跟, 陪, 幫 after a modal start a verb phrase (想再跟大家).
    const verb =
      next.tag === 'v' ||
      next.tag === 'a' ||
      next.tag === 'ad' ||
      next.word === '等' ||
      (/^[跟陪幫]$/.test(next.word) && MODAL_BEFORE.test(prev?.word ?? ''));
    // 再怎麼…也 / 再好也: 在 before 怎麼 or an adjective, then 也 / 都 (一個人唱得再好，也…).
    if (/^怎麼/.test(text.slice(t.end)) && !/^怎麼樣?的/.test(text.slice(t.end))) {
      if (/^怎麼[^。！？]{1,10}?[也都]/.test(text.slice(t.end))) fix(t);
      return;
    }
    if (next.tag === 'a' && /^[，]?[也都]/.test(text.slice(next.end))) {
      fix(t);
      return;
    }
    // 再…不過 (再平常不過的小事).
    if (/^[^，。！？、；]{1,3}不過(?=[的了。，！？])/.test(text.slice(t.end))) {
      fix(t);
      return;
    }
    // 再過一年, 再等一下.
    if (/^過[一兩二三四五六七八九十幾半][年個天分秒週星月小]/.test(text.slice(t.end))) {
      fix(t);
      return;
    }
    // 回家再好好清洗.
    if (/^好好[^的]/.test(text.slice(t.end))) {
      fix(t);
      return;
    }
    // 再看一次, 再說一遍: 在 + a verb + 一次 (again), unless the clause names a time or place.
    if (
      !LOCATIVE.test(clause) &&
      next.word.length === 1 &&
      next.tag === 'v' &&
      /^(一次|一遍|一下|一回)/.test(text.slice(next.end))
    ) {
      fix(t);
      return;
    }
    // ，再說， (moreover) opening a clause; 在說話, 在說明 are words and stay.
    if (
      clauseBefore(text, t.start) === '' &&
      next.word === '說' &&
      !/(什麼|誰|怎麼|嗎|呢)/.test(clause)
    ) {
      fix(t);
      return;
    }
    if (locative || !verb) return;
    const after = tokens[i + 2];
    // 在考試作弊, 在上課講話: a verb followed by another verb is an activity (在 = during); leave it.
    // (去打球 is a motion verb before its purpose: 先寫完功課，再去打球.)
    if (after && after.tag.startsWith('v') && next.tag === 'v' && !/^[去來回]$/.test(next.word))
      return;
    if (prev && MODAL_BEFORE.test(prev.word)) {
      fix(t);
      return;
    }
    // 先熬大骨湯，在切蔥: a clause that opens with 在 + verb after a clause with 先.
    const opening = clauseBefore(text, t.start) === '';
    if (opening && /先/.test(sentenceBefore(text, t.start)) && next.tag === 'v') fix(t);
  });
  return fixes;
}

/** Verbs whose 的 usually makes a noun phrase (我買的很便宜: what I bought): no 得 there. */
const NOMINAL_VERBS = new Set([
  ...'說講寫做作畫拍穿戴送給拿帶煮用借選找種賣收養交教學唱吃喝買問聽想要有是',
]);
const QUANTITY = /^(很多|很少|不少|更多|太多|最多|較多|較少|更少|太少)$/;
/**
 * Verb endings that already state a result (得到, 學完, 病死): 的 after them makes a noun phrase;
 * so does a verb that ends in 得 itself (記得的越來越少: 得得 is no word).
 */
const RESULT_END = /[到完成好過出死掉光住起來去下上給了得]$/;
const NOMINAL_WORDS = new Set([
  '包括',
  '需要',
  '想要',
  '喜歡',
  '希望',
  '知道',
  '認為',
  '擁有',
  '發生',
  '經歷',
]);
/** States that take a result complement: 累得想睡, 急得滿頭大汗, 冷得發抖, 亮得刺眼. */
const STATES = new Set([...'累急忙餓渴冷熱痛嚇氣凍亮吵擠悶']);
const DEGREE_START =
  /^(很|太|非常|十分|相當|特別|更|越來越|愈來愈|比較|有點|有些|真|超|好|不太|不錯|不好|不夠)/;
/** A token that is a degree word or starts with one (很快, 太晚, 更好, 比較好, 不錯). */
const DEGREE_WORD = /^(很|太|非常|十分|相當|特別|更|越來越|愈來愈|比較|有點|超|不太|不錯|不夠)/;

/** 的 after a verb or state before a complement of degree or result (跑的很快 → 跑得很快). */
function deFixes(text: string, tokens: Token[]): Fix[] {
  const fixes: Fix[] = [];
  tokens.forEach((t, i) => {
    if (t.word !== '的') return;
    const prev = tokens[i - 1];
    const next = tokens[i + 1];
    if (!prev || !next) return;
    const clause = clauseAfter(text, t.end);
    // A state compared (細的像蚊子一樣, 害羞的像在念課文): 得像, the complement of a comparison.
    // Not a doubled state (紅紅的像蘋果), 像是, nor a comparison that names a noun (的像…的臉).
    if (
      /^a/.test(prev.tag) &&
      prev.word.length <= 2 &&
      !/^(.)\1/.test(prev.word) &&
      next.word === '像' &&
      !/^像是/.test(clause) &&
      !/^[很太最更真好]$/.test(tokens[i - 2]?.word ?? '') &&
      !clause.includes('的')
    ) {
      fixes.push({ start: t.start, end: t.end, suggestion: '得', family: '的得' });
      return;
    }
    // The complement ends the clause: 跑的很快。 / 看的一清二楚， (not 跑的很快的車).
    if (!clause || clause.length > 8 || clause.includes('的')) return;
    const fix = () => fixes.push({ start: t.start, end: t.end, suggestion: '得', family: '的得' });
    const single = prev.word.length === 1;
    // 急的滿頭大汗 (jieba: a place name), 累的想睡, 冷的發抖; not 冷的天氣 (a noun after 的).
    const complementNext = /^[vadil]/.test(next.tag) || (next.word.length >= 4 && next.tag !== 't');
    // 特別冷的春節: a state with a degree word before it describes the noun after 的.
    // 大熱的, 的痛的: a state after 大 or used as a noun takes no complement either.
    const graded = /(很|太|非常|特別|十分|好|真|最|更|有點|這麼|那麼|多麼|大|的)$/.test(
      tokens[i - 2]?.word ?? '',
    );
    // 痛的是你: what hurts is you (a noun phrase before 是).
    const stateTag = /^[av]/.test(prev.tag) && !/^(是|就是|也|都)$/.test(next.word);
    if (single && STATES.has(prev.word) && stateTag && complementNext && !graded) {
      fix();
      return;
    }
    if (prev.tag !== 'v' || NOMINAL_VERBS.has(prev.word.slice(-1))) return;
    // 得到的更多, 病死的更多: a verb with its result already is a noun phrase before 的.
    if (prev.word.length > 1 && (RESULT_END.test(prev.word) || NOMINAL_WORDS.has(prev.word)))
      return;
    // 所V的 / V的人 are noun phrases; a complement starts with a degree word, an idiom or a state.
    const before = tokens[i - 2];
    // 所V的; 孟獲的 (a name jieba splits into a verb).
    if (before?.word === '所' || before?.tag.startsWith('nr')) return;
    // 有過失敗的更加頹廢: 有 … 的 names the people who did it.
    if (tokens.slice(Math.max(0, i - 4), i - 1).some((k) => /^有過?$/.test(k.word))) return;
    // 感動的很多: a quantity after 的 counts the things (there are many), not a degree.
    if (QUANTITY.test(next.word)) return;
    // jieba tags 好處 as an adverb and 那件事 as an idiom: the degree word is checked by its text,
    // and an idiom complement must be four characters that close the clause (看的一清二楚。).
    // 好 / 真 alone only before an adjective that ends the clause (跑的好快), not 好地方.
    const after = tokens[i + 2];
    const plain =
      /^(好|真)$/.test(next.word) && after?.tag === 'a' && clause === next.word + after.word;
    const degree =
      ((DEGREE_WORD.test(next.word) && !/^n[rst]?$|^nrt/.test(next.tag)) || plain) &&
      clause.length <= 5;
    // 看的一清二楚, 吹的亂七八糟; not 希望的星星之火 (a noun idiom after a two-character verb).
    const idiom =
      single &&
      (next.tag === 'i' || next.tag === 'l') &&
      next.word.length === 4 &&
      clause === next.word &&
      !/^([那這一][件個些樣位])/.test(next.word);
    if (degree || idiom) fix();
  });
  return fixes;
}

/** Fixed verbs with 得 that learners write with 的: 覺的 → 覺得, 變的更好 → 變得, 值的 → 值得. */
function deVerbFixes(text: string, chars: string[], tokens: Token[]): Fix[] {
  const fixes: Fix[] = [];
  const at = (start: number) => tokens.find((t) => t.start === start);
  for (const m of text.matchAll(/(覺|變|值|顯|記|懂)的/g)) {
    const start = m.index + 1;
    const head = m[1]!;
    if (crossed(chars, m.index, m.index + 1, 'left')) continue;
    const next = at(start + 1);
    const rest = text.slice(start + 1);
    const ok =
      head === '覺' ||
      head === '顯' ||
      (head === '變' && DEGREE_START.test(rest)) ||
      ((head === '值' || head === '懂' || head === '記') &&
        next !== undefined &&
        /^(v|r|d|t)/.test(next.tag) &&
        next.tag !== 'vn');
    if (ok && !crossed(chars, m.index, start + 1, 'right'))
      fixes.push({ start, end: start + 1, suggestion: '得', family: '的得' });
  }
  return fixes;
}

/** Question words, with A-not-A (可不可以, 記不記得, 有沒有). */
const WH =
  /(什麼|甚麼|誰|怎麼|怎樣|為什麼|為何|多少|多久|幾|如何|何時|何處|嗎|吧)|(\p{Script=Han})[不沒]\2/u;
const ASKING = /(不知(?![不所])|不曉得|不清楚|不確定|想知道|到底|究竟)/;
/**
 * Verbs that take an indirect question as their object (聊放學要去哪裡, 討論要從哪裡開始) and the
 * words of "wherever" (無論走到哪裡). Weaker than ASKING: the question must end its clause.
 */
const EMBEDDING = /(聊(?!天)|討論|商量|考慮|想一想|想想|猜|打聽|問(?![題候]))/;
const WHEREVER = /(無論|不論|不管)/;
/** What 哪 asks for: a place (哪裡) or which one (哪個, 哪一天, 哪種, 哪家). */
const WHICH =
  /^那(裡|裏|兒|個|些|位|種|一[個位種天次本件條家方面]|天|家|國|條|本|部|件|座|幅|首|顆|方面)(?!的)/;
/** A 那 opening a rhetorical question (那能不低頭？, 那有這麼簡單？): 哪 = how could. */
const HOW_COULD = /^那(能|會|有|來|得|敢|容|肯|裡[能會有]|兒[能會有])/;
/** A 那 opening a clause is "then" (那我們走吧); these words begin such a clause after it. */
const THEN = /^那(麼|時|樣|邊|就|我|你|他|她|它|們|是|些年)/;
const PLACE_VERB = /(去|在|從|到|往|向|朝|自|跑|藏|放|走|搬|住|逃|飛)$/;
/** Words that make a sentence a question already (yes-no, alternative, rhetorical). */
const ASKS = /(到底|究竟|難道|是否|還是|或是|可否|豈)/;

/**
 * 那 that cannot point at anything (decision 0085, 0086 part 2) is 哪: in a question with no
 * other question word (你要去那裡？, 那能不低頭？), in an indirect question (不知道他住在那裡),
 * after 無論/不論 (無論那一種), 那怕 (那怕失敗也要試), 那有 after a lack (沒有付出，那有收穫) and
 * the correlative 哪…就…哪. Rules of form, not lists of slips: each fired on none of the 3,774
 * 那 as written of the tuning text (He 2022 200–975, SIGHAN train13–15) but the writers' own slips.
 */
function naFixes(text: string): Fix[] {
  const fixes: Fix[] = [];
  for (const m of text.matchAll(/那/g)) {
    const start = m.index;
    const rest = text.slice(start, start + 20);
    const before = clauseBefore(text, start);
    const clause = clauseAfter(text, start);
    const opening = before === '' || /^[而但又還更卻]$/.test(before);
    const which = WHICH.test(rest) && !/的$/.test(before) && !THEN.test(rest);
    // 那怕 is the concessive 哪怕 (那怕失敗也要試); 那 + 怕 (then fear) is not written so.
    const concessive = rest.startsWith('那怕') && !WH.test(clause);
    // After a condition that something is missing, 那有/那來/那得 is rhetorical: 沒有付出，哪有收穫.
    const lacking =
      before === '' &&
      /^那(有|來|得)(?![著自限序])/.test(rest) &&
      /(沒有|沒|若不|如果不|不經|未經)/.test(clauseBefore(text, start - 1)) &&
      !WH.test(clause);
    // A question ending this clause, with no other question word in its sentence; not "what
    // about those …" (那些魚呢？).
    const end = text.slice(start).search(CLAUSE_MARK);
    const sentence = sentenceBefore(text, start);
    const question =
      end >= 0 &&
      text[start + end] === '？' &&
      !WH.test(sentence + clause) &&
      !ASKS.test(sentence + clause) &&
      !(before.length <= 2 && clause.endsWith('呢'));
    const asked =
      question &&
      ((which && sentence !== '') ||
        (opening && HOW_COULD.test(rest)) ||
        (clause === '那' && PLACE_VERB.test(before)));
    const whichever =
      (which || (clause === '那' && PLACE_VERB.test(before))) &&
      (/(無論|不論)/.test(before) || (/不管(?!那)/.test(before) && /[都也總]/.test(clause))) &&
      !WH.test(before + clause) &&
      !/多[大久遠長高深好]/.test(clause);
    if (
      concessive ||
      lacking ||
      asked ||
      whichever ||
      correlative(text, start) ||
      indirectWhere(text, start)
    ) {
      fixes.push({ start, end: start + 1, suggestion: '哪', family: '那哪' });
    }
  }
  return fixes;
}

/**
 * The correlative 哪…就…哪 (你去哪裡，我就去哪裡; 哪裡有需要，哪裡就有他): a 那 with the same word
 * as a 哪 of the next or previous clause, the later one after 就/便, is 哪. Not after a verb of
 * asking (他問我去哪裡，我就帶他去那裡: the second points at the place asked about).
 */
function correlative(text: string, start: number): boolean {
  const word = /^那(裡|兒|個)/.exec(text.slice(start, start + 2))?.[1];
  if (!word) return false;
  const sentence = sentenceBefore(text, start).length;
  const from = start - sentence;
  const to = text.slice(start).search(SENTENCE_END);
  const whole = text.slice(from, to < 0 ? undefined : start + to);
  const here = start - from;
  for (const m of whole.matchAll(new RegExp(`哪${word}`, 'g'))) {
    const [first, second] = m.index < here ? [m.index, here] : [here, m.index];
    const between = whole.slice(first, second);
    const clauses = between.split(CLAUSE_MARK).length;
    if (clauses > 2 || !/[就便]/.test(between)) continue;
    if (ASKING.test(whole.slice(0, first)) || EMBEDDING.test(whole.slice(0, first))) continue;
    return true;
  }
  return false;
}

/** 那裡 of an indirect question: 不知道他住在那裡, 聊放學要去那裡。, 不管走到那裡 (decision 0085). */
function indirectWhere(text: string, start: number): boolean {
  // A bare 那 ending its clause is a place too (不知藏到那，).
  const m = /^那(裡|兒|個|些|位|種|一[個位種天次]|(?=[，。！？；、]|$))/.exec(
    text.slice(start, start + 3),
  );
  if (!m) return false;
  const before = clauseBefore(text, start);
  const clause = before + text.slice(start, start + 20).split(CLAUSE_MARK)[0];
  const endMark = text.slice(start).search(CLAUSE_MARK);
  const mark = endMark < 0 ? '' : text[start + endMark];
  if (WH.test(clause) || /的/.test(text[start + m[0].length] ?? '')) return false;
  const sentence = sentenceBefore(text, start);
  const place = m[1] === '裡' || m[1] === '兒' || m[1] === '';
  const placeVerb = PLACE_VERB.test(before);
  // The question ends its clause: 要去那裡。 or 要去那裡玩， (one verb), not 在那裡工作的人.
  const endsClause = /^[\p{Script=Han}]{0,1}([，。！？；、]|$)/u.test(
    text.slice(start + m[0].length, start + m[0].length + 3),
  );
  const indirect =
    place &&
    placeVerb &&
    (ASKING.test(sentence) ||
      // Not where the sentence has asked with 哪 already (他問我去哪裡，我就帶他去那裡).
      (EMBEDDING.test(sentence) && !sentence.includes('哪') && endsClause) ||
      WHEREVER.test(before));
  return (mark === '？' && /到底|究竟|(去|在|從|到|往)$/.test(before)) || indirect;
}

/** What 戴 takes: things worn on the head, face, neck or hands. */
const WORN =
  /(帽|盔|笠|冠|鏡|錶|表|口罩|面罩|耳罩|眼罩|面具|面紗|頭巾|領巾|圍巾|頭套|頭紗|頭飾|髮|耳環|耳機|耳墜|項鍊|項圈|鍊子|戒|手套|手環|手鐲|鐲|手銬|銬|鐐|枷|花|徽|章|牌|胸針|牙套|助聽器|假|珠|玉|首飾|飾|花環|桂冠|孝|罪)/;

/**
 * 戴 where nothing worn follows (臉上戴著笑容, 戴牠去看醫生, 戴來好處, 海戴) is 帶: 戴 takes only
 * what is worn (decision 0085). Not in 愛戴, 擁戴, 穿戴, 佩戴, 披星戴月, 感恩戴德, 不共戴天, nor the
 * surname (戴老師, 小戴).
 */
function daiFixes(text: string): Fix[] {
  const fixes: Fix[] = [];
  // 帶著 + something worn + 的 describes how someone looks (帶著黃色小帽的導護): 戴.
  for (const m of text.matchAll(
    /帶(?=著[^，。！？；：、「」\n]{0,6}?(帽子?|眼鏡|口罩|面具|頭巾|手套|耳環|項鍊|頭盔|安全帽)的)/g,
  ))
    fixes.push({ start: m.index, end: m.index + 1, suggestion: '戴', family: '帶戴' });
  for (const m of text.matchAll(/戴/g)) {
    const at = m.index;
    const prev = text[at - 1] ?? '';
    const next = text[at + 1] ?? '';
    if (/[愛擁穿佩配推披感共姓小老]/.test(prev) || /[德天月孝罪]/.test(next)) continue;
    if (/^(先生|老師|同學|小姐|太太|媽媽|爸爸|伯伯|阿姨|家|氏|姓)/.test(text.slice(at + 1, at + 3)))
      continue;
    // A word of 帶 (海帶, 膠帶, 皮帶, 鞋帶, 領帶, 錄音帶, 攜帶, 連帶, 一帶) or 帶 + a direction or
    // a person or animal (帶來, 帶走, 帶牠去) or 帶著 + what is not worn.
    const word = /[海膠皮鞋領音攜連磁緞綁臍附]/.test(prev);
    const carry = /[來去回走動給領頭]/.test(next) || /[牠他她我你它們]/.test(next);
    const holding = /[著了]/.test(next);
    if (!word && !carry && !holding) continue;
    // What is worn may come first (面具還是戴著, 帽子戴起來).
    if (WORN.test(clauseAfter(text, at + 1)) || WORN.test(clauseBefore(text, at))) continue;
    fixes.push({ start: at, end: at + 1, suggestion: '帶', family: '帶戴' });
  }
  return fixes;
}

/**
 * 向 standing alone (not in 方向, 一向, 向來, 向前) in a comparison is 像: before 一樣/似的/一般 in
 * its clause (雨向用倒的一樣) or after the 得 of a complement (短得向一次深呼吸). 像 after a verb of
 * looking or moving, before what it points at (望像我, 看像看板), is 向. Decision 0085.
 */
function xiangFixes(text: string, tokens: Token[]): Fix[] {
  const fixes: Fix[] = [];
  tokens.forEach((t, i) => {
    const prev = tokens[i - 1];
    const next = tokens[i + 1];
    if (t.word === '向') {
      const rest = clauseAfter(text, t.end);
      const likeness =
        /(一樣|似的|一般)/.test(rest) &&
        !/(學|看齊|靠攏|道|請|致|說|述|講|問|借|要|求|表示|討|申|報告|招手|揮手|點頭|鞠躬|跑|走|衝|飛|奔|看|望|介紹|解釋|提|發出|投|靠|展示|證明|挑戰|宣)/.test(
          rest,
        );
      const complement =
        prev?.word === '得' && tokens[i - 2] && /^(a|v|d)/.test(tokens[i - 2]!.tag);
      if (likeness || complement)
        fixes.push({ start: t.start, end: t.end, suggestion: '像', family: '像向' });
    } else if (t.word === '像' && prev && next) {
      const looking = /^(望|看|走|跑|奔|衝|飛|轉|撲|游|瞄|瞥|瞧|指)$/.test(prev.word);
      const pointed =
        /^(r|n|ns|nr)/.test(next.tag) && !/(一樣|似的|一般)/.test(clauseAfter(text, t.end));
      if (looking && pointed)
        fixes.push({ start: t.start, end: t.end, suggestion: '向', family: '像向' });
    }
  });
  return fixes;
}

/** 必需 before a verb is 必須 (必需品, 必需的 stay). */
function biXuFixes(text: string, tokens: Token[]): Fix[] {
  const fixes: Fix[] = [];
  tokens.forEach((t, i) => {
    if (t.word !== '必需') return;
    const next = tokens[i + 1];
    if (next && /^(v|p|d)/.test(next.tag) && next.tag !== 'vn')
      fixes.push({ start: t.start, end: t.end, suggestion: '必須', family: '須需' });
  });
  return fixes;
}

/** 以經過 after an adverb (就以經過完了) is 已經過; 以經驗 stays. */
function yiJingFixes(text: string): Fix[] {
  const fixes: Fix[] = [];
  for (const m of text.matchAll(/(?<=[就都早也還竟卻才便我你他她們])以經(?=[過常])/g))
    fixes.push({ start: m.index, end: m.index + 2, suggestion: '已經', family: '以已' });
  return fixes;
}

/** Corrections for the 錯別字 Taiwanese students make, each with its reason. */
export function taiwanUsageCorrections(text: string): Correction[] {
  if (!/\p{Script=Han}/u.test(text)) return [];
  // UTF-16 units, like every offset here: a character outside the BMP (an emoji) is two units
  // that match no lexicon word, so the guards simply see no word there.
  const chars = text.split('');
  const tokens = tokensOf(text);
  const fixes = [
    ...fixedPhraseFixes(text, chars),
    ...yiJingFixes(text),
    ...zaiFixes(text, tokens),
    ...deFixes(text, tokens),
    ...deVerbFixes(text, chars, tokens),
    ...naFixes(text),
    ...daiFixes(text),
    ...xiangFixes(text, tokens),
    ...biXuFixes(text, tokens),
  ];
  const seen = new Set<number>();
  const unique = fixes.filter((f) => !seen.has(f.start) && seen.add(f.start));
  return unique.map((f) => {
    const original = text.slice(f.start, f.end);
    const reason = REASONS[f.family](original, f.suggestion);
    // The mark sits on the one wrong character (以 of 以經); the reason names the whole word.
    const diff = [...original].flatMap((ch, k) => (ch === f.suggestion[k] ? [] : [k]));
    if (diff.length === 1 && original.length === f.suggestion.length) {
      const k = diff[0]!;
      return makeCorrection(text, f.start + k, f.start + k + 1, f.suggestion[k]!, 'typo', reason);
    }
    return makeCorrection(text, f.start, f.end, f.suggestion, 'typo', reason);
  });
}
