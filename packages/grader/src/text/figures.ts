/**
 * 佳句 found by their forms (issue 42 §8, decision 0077): the figures of speech a 國中 teacher names
 * — 譬喻 (像…一樣, 彷彿, 宛如, 猶如, 好比, 如同 …), 排比 (three or more clauses of like length that
 * open or close alike), 對比 (不是…而是, 與其…不如, 有人…有人…), 設問 (a question the essay answers
 * itself, or a rhetorical 難道…嗎). Read on one sentence; dialogue in 「」 counts as the essay's own.
 */
export type Figure = '譬喻' | '排比' | '對比' | '設問';

export const FIGURE_EN: Record<Figure, string> = {
  譬喻: 'a simile or metaphor',
  排比: 'parallel clauses',
  對比: 'a contrast',
  設問: 'a question it answers',
};

const SIMILE =
  /(彷彿|仿佛|宛如|宛若|猶如|好比|恍如|儼然|如同)[^，。！？；]{2,}|(像|好像)[^，。！？；]{1,14}(一樣|一般|似的)|(像|好像|如)[^，。！？；]{1,10}的\S{0,2}(雙手|心|眼睛|太陽|天使|燈塔|大樹|花朵|小草|種子|星星|月亮|春風|陽光|翅膀|寶藏|鏡子|港灣|橋梁|橋樑)/;
const CONTRAST =
  /不是[^。！？]{1,20}而是|與其[^。！？]{1,20}不如|有(的)?人[^。！？]{2,20}[，；]有(的)?人/;
const RHETORICAL = /難道[^。！？]{1,30}[嗎呢]？|豈不是?[^。！？]{1,20}[嗎呢]？/;
const ASKING = /(什麼|為什麼|為何|怎麼|怎樣|如何|哪裡|哪|何|誰)[^。！？]*？$/;

/** Clauses of a sentence (split at ，；、：). */
const clausesOf = (s: string): string[] =>
  s
    .split(/[，；、：,;]/)
    .map((c) => c.replace(/[。！？!?「」『』“”\s]/g, ''))
    .filter((c) => c.length >= 3);

/** Three or more clauses in a row of like length that open (or close) with the same characters. */
export function isParallel(sentence: string): boolean {
  const cs = clausesOf(sentence);
  for (let i = 0; i + 2 < cs.length; i++) {
    const [a, b, c] = [cs[i]!, cs[i + 1]!, cs[i + 2]!];
    const like = Math.max(a.length, b.length, c.length) - Math.min(a.length, b.length, c.length);
    if (like > 3) continue;
    const head = (n: number) => a.slice(0, n) === b.slice(0, n) && b.slice(0, n) === c.slice(0, n);
    const tail = (n: number) => a.slice(-n) === b.slice(-n) && b.slice(-n) === c.slice(-n);
    if (head(1) || tail(2)) return true;
  }
  return false;
}

/** The figures of one sentence (`next`: the sentence after it in its paragraph, for 設問). */
export function figuresOf(sentence: string, next: string | null = null): Figure[] {
  const out: Figure[] = [];
  const s = sentence.trim();
  if (SIMILE.test(s)) out.push('譬喻');
  if (isParallel(s)) out.push('排比');
  if (CONTRAST.test(s)) out.push('對比');
  if (RHETORICAL.test(s) || (ASKING.test(s) && next !== null && !/？\s*$/.test(next.trim())))
    out.push('設問');
  return out;
}

/** The essay's 佳句: each sentence that uses a figure, with the figures it uses. */
export function fineSentences(
  sentences: readonly { text: string; span: { start: number; end: number } }[],
  paragraphOf: (start: number) => number,
): { index: number; figures: Figure[] }[] {
  const out: { index: number; figures: Figure[] }[] = [];
  sentences.forEach((s, i) => {
    const n = sentences[i + 1];
    const next = n && paragraphOf(n.span.start) === paragraphOf(s.span.start) ? n.text : null;
    const figures = figuresOf(s.text, next);
    if (figures.length) out.push({ index: i, figures });
  });
  return out;
}
