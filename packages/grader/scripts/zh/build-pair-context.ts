/**
 * Builds `src/mechanics/zh/model/pair-context.tsv.gz`: one multinomial logistic regression per
 * confusable group (在/再, 的/得/地, 那/哪, 像/向, 帶/戴) over the context features of
 * `pair-features.ts` (neighbouring characters, the neighbouring words and their jieba parts of
 * speech), learnt from running text in which the written character is taken as the right one:
 *   npx tsx packages/grader/scripts/zh/build-pair-context.ts [--native FILE] [--native-skip 300]
 *     [--sighan DIR] [--cged FILE] [--out FILE]
 * Native text: He et al. 2022 essays from `--native-skip` on (0–199 stay out: the native
 * false-alarm figure; 200–299 too: the threshold's native check while tuning); SIGHAN train13/14/15 corrected sentences; CGED corrected sentences without
 * those that share a run with the SIGHAN test sets. No ladder text is read.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { PAIR_GROUPS, pairFeatures } from '../../src/mechanics/zh/pair-features.ts';
import { toSimplified } from '../../src/text/normalise.ts';
import { MODEL_DIR } from '../../src/mechanics/zh/model.ts';
import { cgedSentences } from './cged-text.ts';

function argValue(name: string, fallback: string): string {
  const at = process.argv.indexOf(name);
  return at >= 0 ? (process.argv[at + 1] ?? fallback) : fallback;
}

const readJsonl = <T>(file: string): T[] =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as T);

/** Pieces of at most a few sentences: jieba's cut of a piece does not reach beyond it. */
const pieces = (text: string): string[] =>
  text
    .split(/(?<=[。！？\n])/)
    .map((s) => s.trim())
    .filter(Boolean);

function texts(): string[] {
  const out: string[] = [];
  const native = argValue('--native', '../shared/data/essays-zh-he2022/essays.jsonl');
  const skip = Number(argValue('--native-skip', '300'));
  for (const row of readJsonl<{ text: string }>(resolve(native)).slice(skip))
    out.push(...pieces(row.text));
  const sighan = resolve(argValue('--sighan', '../shared/data/spelling-zh-sighan'));
  for (const set of ['train13', 'train14', 'train15'])
    for (const { target } of readJsonl<{ target: string }>(join(sighan, `${set}.jsonl`)))
      out.push(toSimplified(target));
  const heldOut = ['test13', 'test14'].flatMap((set) =>
    readJsonl<{ source: string }>(join(sighan, `${set}.jsonl`)).map((r) => r.source),
  );
  const cged = argValue('--cged', '../shared/data/grammar-zh-cged/tocfl-train.txt');
  if (cged !== 'none')
    for (const s of cgedSentences(resolve(cged), heldOut)) out.push(toSimplified(s));
  return out;
}

interface Example {
  feats: number[];
  label: number;
  weight: number;
}

const RIME = '/usr/share/rime-data/essay.txt';

/**
 * Words and short phrases of Debian's rime-essay (word<TAB>weight from running text, Traditional)
 * that hold a group character inside them (戴眼鏡, 帶著, 再也, 在家裡): examples of which member
 * those neighbours take, with the features that lie inside the phrase only (its edges are no
 * sentence edges), weighted by the phrase's weight (log scale). Skipped when the package is absent.
 */
function rimeExamples(): { feats: string[]; label: number; weight: number; group: string }[] {
  if (!existsSync(RIME) || argValue('--rime', 'yes') === 'no') return [];
  const out: { feats: string[]; label: number; weight: number; group: string }[] = [];
  for (const line of readFileSync(RIME, 'utf8').split('\n')) {
    const [word, w] = line.split('\t');
    const weight = Number(w);
    if (!word || word.length < 2 || !(weight >= 50)) continue;
    const s = [...toSimplified(word)];
    s.forEach((ch, i) => {
      const group = PAIR_GROUPS.find((g) => g.includes(ch));
      if (!group) return;
      const feats: string[] = [];
      if (i >= 1) feats.push(`p1:${s[i - 1]}`);
      if (i >= 2) feats.push(`p2:${s[i - 2]}${s[i - 1]}`);
      if (i + 1 < s.length) feats.push(`n1:${s[i + 1]}`);
      if (i + 2 < s.length) feats.push(`n2:${s[i + 1]}${s[i + 2]}`);
      if (i >= 1 && i + 1 < s.length) feats.push(`pn:${s[i - 1]}_${s[i + 1]}`);
      if (feats.length)
        out.push({ feats, label: group.indexOf(ch), weight: Math.log10(weight) / 4, group });
    });
  }
  return out;
}

const MIN_COUNT = 2;
const EPOCHS = 6;
const RATE = 0.2;
const L2 = 1e-5;

/** Seeded shuffle (mulberry32) so the build is reproducible. */
function shuffle<T>(xs: T[], seed: number): T[] {
  let s = seed >>> 0;
  const rand = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  for (let i = xs.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [xs[i], xs[j]] = [xs[j]!, xs[i]!];
  }
  return xs;
}

/** Multinomial logistic regression by AdaGrad; returns weights[feature][label]. */
function train(examples: Example[], nFeats: number, k: number): Float64Array {
  const w = new Float64Array(nFeats * k);
  const g2 = new Float64Array(nFeats * k).fill(1e-6);
  const scores = new Float64Array(k);
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    for (const ex of shuffle(examples, 42 + epoch)) {
      scores.fill(0);
      for (const f of ex.feats) for (let l = 0; l < k; l++) scores[l]! += w[f * k + l]!;
      const max = Math.max(...scores);
      let z = 0;
      for (let l = 0; l < k; l++) z += scores[l] = Math.exp(scores[l]! - max);
      for (const f of ex.feats) {
        for (let l = 0; l < k; l++) {
          const i = f * k + l;
          const grad = ex.weight * (scores[l]! / z - (l === ex.label ? 1 : 0)) + L2 * w[i]!;
          g2[i]! += grad * grad;
          w[i]! -= (RATE * grad) / Math.sqrt(g2[i]!);
        }
      }
    }
  }
  return w;
}

function main(): void {
  const out = resolve(argValue('--out', join(MODEL_DIR, 'pair-context.tsv.gz')));
  const byGroup = new Map<string, { feats: string[]; label: number; weight: number }[]>();
  for (const group of PAIR_GROUPS) byGroup.set(group, []);
  for (const text of texts()) {
    const cps = [...text];
    for (const [i, feats] of pairFeatures(text)) {
      const ch = cps[i]!;
      const group = PAIR_GROUPS.find((g) => g.includes(ch))!;
      byGroup.get(group)!.push({ feats, label: group.indexOf(ch), weight: 1 });
    }
  }
  for (const { group, ...example } of rimeExamples()) byGroup.get(group)!.push(example);
  const lines: string[] = [];
  for (const [group, rows] of byGroup) {
    const k = group.length;
    const counts = new Map<string, number>();
    for (const r of rows) for (const f of r.feats) counts.set(f, (counts.get(f) ?? 0) + 1);
    const names = [...counts].filter(([, n]) => n >= MIN_COUNT).map(([f]) => f);
    const index = new Map(names.map((f, i) => [f, i]));
    const examples = rows.map((r) => ({
      feats: r.feats.map((f) => index.get(f)).filter((i): i is number => i !== undefined),
      label: r.label,
      weight: r.weight,
    }));
    const w = train(examples, names.length, k);
    let kept = 0;
    names.forEach((f, i) => {
      const row = Array.from(w.subarray(i * k, i * k + k));
      if (row.every((x) => Math.abs(x) < 0.02)) return;
      kept++;
      lines.push(`${group}\t${f}\t${row.map((x) => x.toFixed(2)).join(',')}`);
    });
    // How often each member was written in the running text (not the phrase list): which is commoner.
    const written = [...group].map(
      (_, l) => rows.filter((r) => r.label === l && r.weight === 1).length,
    );
    lines.push(`${group}\t#written\t${written.join(',')}`);
    const perLabel = [...group].map((ch, l) => `${ch} ${rows.filter((r) => r.label === l).length}`);
    console.log(
      `${group}: ${rows.length} examples (${perLabel.join(', ')}), ${kept} features kept`,
    );
  }
  writeFileSync(out, gzipSync(lines.join('\n'), { level: 9 }));
  console.log(`wrote ${out}`);
}

main();
