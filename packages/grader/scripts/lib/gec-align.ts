/** Token-level alignment for the English edit metric (scripts/gec.ts). */

/** An edit: source tokens [start, end) are replaced by `tokens` (insertion when start === end). */
export interface Edit {
  start: number;
  end: number;
  tokens: string[];
}

const CLITIC = /^(.+?)(n't|'s|'m|'re|'ve|'ll|'d)$/i;
const LEADING = /^(["'([{]+)(.+)$/;
const TRAILING = /^(.+?)([.,!?;:"')\]}]+)$/;

/** PTB-like tokens: punctuation and clitics (n't, 's, 'm, …) split off; idempotent on JFLEG text. */
export function tokenise(text: string): string[] {
  const out: string[] = [];
  for (const chunk of text.split(/\s+/).filter(Boolean)) {
    let word = chunk;
    if (/^[^A-Za-z0-9]+$/.test(word)) {
      out.push(word);
      continue;
    }
    const lead = LEADING.exec(word);
    if (lead && !/^'(s|m|re|ve|ll|d)$/i.test(word)) {
      out.push(...lead[1]!);
      word = lead[2]!;
    }
    const tail: string[] = [];
    for (let m = TRAILING.exec(word); m && !/^\d+\.\d/.test(word); m = TRAILING.exec(word)) {
      // keep abbreviations such as "U.S." and decimals whole
      if (/^([A-Za-z]\.)+$/.test(word)) break;
      if (word.endsWith('...') && word.length > 3) {
        tail.unshift('...');
        word = word.slice(0, -3);
        continue;
      }
      tail.unshift(m[2]!.at(-1)!);
      word = m[1]! + m[2]!.slice(0, -1);
    }
    const clitic = CLITIC.exec(word);
    if (clitic && !/^n't$/i.test(word)) out.push(clitic[1]!, clitic[2]!);
    else out.push(word);
    out.push(...tail);
  }
  return out;
}

/** Undoes JFLEG's tokenisation so the engine sees ordinary text ("do n't ." -> "don't."). */
export function detokenise(text: string): string {
  return text
    .trim()
    .replace(/\s+(n't|'s|'m|'re|'ve|'ll|'d)\b/gi, '$1')
    .replace(/\s+([.,!?;:)\]}])/g, '$1')
    .replace(/([([{])\s+/g, '$1');
}

/** Edits turning `source` into `target`, from a longest-common-subsequence alignment; an n-to-n
 * token substitution is split into n one-token edits. */
export function diffEdits(source: readonly string[], target: readonly string[]): Edit[] {
  const n = source.length;
  const m = target.length;
  const lcs: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      lcs[i]![j] =
        source[i] === target[j]
          ? lcs[i + 1]![j + 1]! + 1
          : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const edits: Edit[] = [];
  let open: Edit | null = null;
  let i = 0;
  let j = 0;
  const close = () => {
    if (open) edits.push(open);
    open = null;
  };
  while (i < n || j < m) {
    if (i < n && j < m && source[i] === target[j]) {
      close();
      i++;
      j++;
    } else if (j < m && (i === n || lcs[i]![j + 1]! >= lcs[i + 1]![j]!)) {
      open ??= { start: i, end: i, tokens: [] };
      open.tokens.push(target[j++]!);
    } else {
      open ??= { start: i, end: i, tokens: [] };
      open.end = ++i;
    }
  }
  close();
  // "a theacher -> the teacher" is two one-token edits, as an engine makes them.
  return edits.flatMap((e) =>
    e.end - e.start > 1 && e.end - e.start === e.tokens.length
      ? e.tokens.map((t, k) => ({ start: e.start + k, end: e.start + k + 1, tokens: [t] }))
      : [e],
  );
}

export const editKey = (e: Edit): string => `${e.start}:${e.end}:${e.tokens.join(' ')}`;

/** Token-level Levenshtein distance. */
export function tokenDistance(a: readonly string[], b: readonly string[]): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(
        prev[j]! + 1,
        row[j - 1]! + 1,
        prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    prev = row;
  }
  return prev[b.length]!;
}

export const applyEdit = (source: readonly string[], e: Edit): string[] => [
  ...source.slice(0, e.start),
  ...e.tokens,
  ...source.slice(e.end),
];

/**
 * Whether the reference makes this edit: applying it alone brings the source closer to the
 * reference by exactly what it costs, so it lies on a shortest edit path. This does not depend on
 * how the reference's changes happen to be grouped ("successfull as" -> "successful , as").
 */
export function referenceMakes(
  source: readonly string[],
  e: Edit,
  reference: readonly string[],
  distance = tokenDistance(source, reference),
): boolean {
  const cost = tokenDistance(source.slice(e.start, e.end), e.tokens);
  return cost > 0 && tokenDistance(applyEdit(source, e), reference) + cost === distance;
}
