/**
 * Context features for the confusable pairs (在/再, 的/得/地, 那/哪, 像/向, 帶/戴) that the pair
 * classifier (`pair-context.ts`) reads, shared with its build script (`scripts/zh/build-pair-context.ts`)
 * so that training and checking see the same features.
 *
 * The text is Simplified (the engine's jieba reads Simplified). Every character of every group is
 * replaced by a comma before jieba cuts the text, so the words on either side of a position never
 * depend on which member of the group was written there: the written character cannot vote for
 * itself through the segmentation.
 */
import { tagWords } from '../../text/jieba.ts';

/** The groups in Simplified; the first member of each is the commonest. */
export const PAIR_GROUPS = ['在再', '的得地', '那哪', '像向', '带戴'] as const;

const groupOf = new Map<string, string>();
for (const group of PAIR_GROUPS) for (const ch of group) groupOf.set(ch, group);

export function pairGroup(simplifiedChar: string): string | undefined {
  return groupOf.get(simplifiedChar);
}

const SEPARATOR = '，';
/** Words that embed a question (不知道哪裡, 到底在哪): read within the clause before a position. */
const ASKING = /(知道|不知|問|到底|究竟|曉得|猜|決定|選擇|看看|想想|無論|不管|不論)/;
const SENTENCE_END = /[。！？!?\n]/;
const DEGREE = new Set([...'很非常太好真越更蠻挺满十分特别最有点不超极']);
const PUNCT = /[，。！？、；：」』）\n]/;

interface Side {
  word: string;
  tag: string;
}

/**
 * Per position of a group character in `simplified` (code-point indices):
 * its context features. One jieba pass over the whole text with every group character masked.
 */
export function pairFeatures(simplified: string): Map<number, string[]> {
  const chars = [...simplified];
  const positions: number[] = [];
  chars.forEach((ch, i) => {
    if (groupOf.has(ch)) positions.push(i);
  });
  const out = new Map<number, string[]>();
  if (!positions.length) return out;
  const masked = chars.map((ch) => (groupOf.has(ch) ? SEPARATOR : ch)).join('');
  // Word covering each character of the masked text.
  const wordAt: (Side | undefined)[] = new Array(chars.length);
  const startOf: number[] = new Array(chars.length);
  let at = 0;
  for (const { word, tag } of tagWords(masked)) {
    const n = [...word].length;
    for (let k = 0; k < n; k++) {
      wordAt[at + k] = { word, tag };
      startOf[at + k] = at;
    }
    at += n;
  }
  const c = (k: number) => (k < 0 ? '^' : k >= chars.length ? '$' : chars[k]!);
  for (const i of positions) {
    const left = i > 0 ? wordAt[i - 1] : undefined;
    const right = i + 1 < chars.length ? wordAt[i + 1] : undefined;
    const lw = left && !PUNCT.test(left.word) ? left.word : '^';
    const rw = right && !PUNCT.test(right.word) ? right.word : '$';
    const lt = lw === '^' ? '^' : left!.tag;
    const rt = rw === '$' ? '$' : right!.tag;
    // The word after the next one: 再 + 也 + 不, 在 + 家 + 里.
    const afterStart =
      right && startOf[i + 1] !== undefined ? startOf[i + 1]! + [...right.word].length : -1;
    const next2 = afterStart >= 0 && afterStart < chars.length ? wordAt[afterStart] : undefined;
    const r2t = next2 && !PUNCT.test(next2.word) ? next2.tag : '$';
    const feats = [
      'bias',
      `p1:${c(i - 1)}`,
      `p2:${c(i - 2)}${c(i - 1)}`,
      `n1:${c(i + 1)}`,
      `n2:${c(i + 1)}${c(i + 2)}`,
      `pn:${c(i - 1)}_${c(i + 1)}`,
      `lw:${lw}`,
      `rw:${rw}`,
      `lt:${lt}`,
      `rt:${rt}`,
      `ltrt:${lt}_${rt}`,
      `rtr2:${rt}_${r2t}`,
      `lwrt:${lw}_${rt}`,
      `ltrw:${lt}_${rw}`,
    ];
    if (DEGREE.has(c(i + 1))) feats.push('degree-next');
    if (PUNCT.test(c(i + 1)) || c(i + 1) === '$') feats.push('punct-next');
    if (PUNCT.test(c(i - 1)) || c(i - 1) === '^') feats.push('punct-prev');
    if (c(i - 1) === c(i - 2)) feats.push('redup-prev');
    // A question: the sentence ends in a question mark or 呢/嗎, or a word of asking precedes.
    let end = i + 1;
    while (end < chars.length && !SENTENCE_END.test(chars[end]!)) end++;
    const closing = chars[end] ?? '$';
    const particle = chars[end - 1] ?? '';
    if (closing === '？' || closing === '?' || particle === '呢' || particle === '嗎') {
      feats.push('q-end', `q-end:${rw}`);
    }
    let begin = i - 1;
    while (begin >= 0 && i - begin <= 12 && !/[。！？；，\n]/.test(chars[begin]!)) begin--;
    if (ASKING.test(chars.slice(begin + 1, i).join('')))
      feats.push('ask-before', `ask-before:${rw}`);
    // The words of the rest of the clause, as a bag: 像…一樣, 跑得…快, 在…裡/上/中.
    let k = i + 1;
    while (k < chars.length && k - i <= 10 && !PUNCT.test(chars[k]!)) {
      const w = wordAt[k];
      if (!w || groupOf.has(chars[k]!)) {
        k++;
        continue;
      }
      if (k > i + 1) feats.push(`rc:${w.word}`);
      k = startOf[k]! + [...w.word].length;
    }
    out.set(i, feats);
  }
  return out;
}
