/**
 * Naive Bayes choice among confusable function characters (的/地/得, 在/再, ...) from their
 * neighbouring characters. A word-unigram model cannot tell these apart: each is a common
 * one-character word. Counts come from corrected SIGHAN training text (model/function-chars.tsv).
 */
export const FUNCTION_GROUPS = ['的地得', '在再', '那哪', '作做', '坐座'];

const groupOf = new Map<string, string>();
for (const group of FUNCTION_GROUPS) for (const ch of group) groupOf.set(ch, group);

export function functionGroup(ch: string): string | undefined {
  return groupOf.get(ch);
}

const DEGREE = new Set([...'很非常太好真越更蠻挺滿十分特別最有點不']);

/** Context features of position `at`; `chars` may include punctuation, '^'/'$' pad the edges. */
export function contextFeatures(chars: string[], at: number): string[] {
  const c = (k: number) => chars[k] ?? (k < 0 ? '^' : '$');
  const feats = [
    `p1:${c(at - 1)}`,
    `p2:${c(at - 2)}${c(at - 1)}`,
    `n1:${c(at + 1)}`,
    `n2:${c(at + 1)}${c(at + 2)}`,
  ];
  feats.push(`pn:${c(at - 1)}_${c(at + 1)}`);
  if (c(at - 1) === c(at - 2)) feats.push('redup');
  // Classes that generalise beyond the characters seen: a degree word after 得 (跑得很快),
  // sentence punctuation after 的 (是我的。).
  if (DEGREE.has(c(at + 1))) feats.push('degree-next');
  if (/[，。！？、；：」\n$]/.test(c(at + 1))) feats.push('punct-next');
  return feats;
}

/** Per group: feature -> counts per label (in group order); feature '' holds label totals. */
export type FunctionCounts = Map<string, Map<string, number[]>>;

const SMOOTHING = 0.5;
const FEATURE_VOCAB = 2000;

/** Log-odds of the best label over the written one, or undefined when the written one wins. */
export function classifyFunctionChar(
  counts: FunctionCounts,
  chars: string[],
  at: number,
): { suggestion: string; logOdds: number } | undefined {
  const written = chars[at]!;
  const group = groupOf.get(written);
  const table = group ? counts.get(group) : undefined;
  if (!group || !table) return undefined;
  const totals = table.get('');
  if (!totals) return undefined;
  const labels = [...group];
  const scores = labels.map((_, l) => Math.log((totals[l] ?? 0) + 1));
  for (const feat of contextFeatures(chars, at)) {
    const row = table.get(feat);
    labels.forEach((_, l) => {
      scores[l]! += Math.log(
        ((row?.[l] ?? 0) + SMOOTHING) / ((totals[l] ?? 0) + SMOOTHING * FEATURE_VOCAB),
      );
    });
  }
  const w = labels.indexOf(written);
  let best = w;
  scores.forEach((s, l) => {
    if (s > scores[best]!) best = l;
  });
  if (best === w) return undefined;
  return { suggestion: labels[best]!, logOdds: scores[best]! - scores[w]! };
}
