/**
 * 錯別字 planted by rule into clean essays, for measuring the checker on errors nobody chose by
 * hand (issue 42 §7). Each site is a character of the clean essay written as its confusable:
 *   - 在/再: 再 written 在 and 在 written 再;
 *   - 的/得: a 得 written 的 (not in 得到, 獲得, 取得, 不得不 …, which nobody miswrites so);
 *   - 那/哪: 哪 written 那;
 *   - 像/向, 帶/戴: either written as the other;
 *   - 形音近字: a character of a two-character word written as another character of the same
 *     Mandarin reading with tone (Unicode's Unihan kMandarin, Debian `unicode-data`), both common
 *     (in the lexicon's words), where the result is no lexicon word.
 * Sites are drawn with a seeded generator, at most `perCopy` per copy, at least 6 characters apart
 * and away from the essay's own listed slips; every essay gets copies until its sites run out.
 */
import { existsSync, readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { gunzipSync } from 'node:zlib';
import { MODEL_DIR } from '../../src/mechanics/zh/model.ts';
import { cutWords } from '../../src/text/jieba.ts';
import { toSimplified } from '../../src/text/normalise.ts';

import type { Slip } from './ladder-typos.ts';

export interface PlantedCopy {
  id: string;
  text: string;
  planted: Slip[];
}

const UNIHAN = '/usr/share/unicode/Unihan_Readings.txt.bz2';

/** Same-reading (with tone) characters among `common`, from Unihan's kMandarin. */
function sameReading(common: Set<string>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  if (!existsSync(UNIHAN)) return out;
  const byReading = new Map<string, string[]>();
  const text = execFileSync('bzcat', [UNIHAN], { maxBuffer: 1 << 28 }).toString('utf8');
  for (const line of text.split('\n')) {
    const m = /^U\+([0-9A-F]+)\tkMandarin\t(\S+)/.exec(line);
    if (!m) continue;
    const ch = String.fromCodePoint(parseInt(m[1]!, 16));
    if (!common.has(ch)) continue;
    byReading.set(m[2]!, [...(byReading.get(m[2]!) ?? []), ch]);
  }
  for (const chars of byReading.values())
    for (const ch of chars)
      out.set(
        ch,
        chars.filter((c) => c !== ch),
      );
  return out;
}

let lexicon: Map<string, number> | undefined;
function lexiconWords(): Map<string, number> {
  if (lexicon) return lexicon;
  lexicon = new Map();
  const lines = gunzipSync(readFileSync(`${MODEL_DIR}lexicon.tsv.gz`))
    .toString('utf8')
    .split('\n');
  for (const line of lines) {
    const [w, f] = line.split('\t');
    if (w) lexicon.set(w, Number(f));
  }
  return lexicon;
}

let readings: Map<string, string[]> | undefined;
function similarSound(): Map<string, string[]> {
  if (readings) return readings;
  // Common characters: those of lexicon words seen at least 200 times.
  const common = new Set<string>();
  for (const [w, f] of lexiconWords()) if (f >= 200) for (const ch of w) common.add(ch);
  readings = sameReading(common);
  return readings;
}

function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SWAP: Record<string, [string, string]> = {
  再: ['在', '在/再'],
  在: ['再', '在/再'],
  哪: ['那', '那/哪'],
  像: ['向', '像/向'],
  向: ['像', '像/向'],
  帶: ['戴', '帶/戴'],
  戴: ['帶', '帶/戴'],
};
/** 得 that nobody writes as 的: the verb 得 (得到, 獲得) rather than the complement marker. */
const VERB_DE_BEFORE = /[到以意分獎知出失罪]/;
const VERB_DE_AFTER = /[獲取贏心難不懂總非值]/;

function sites(text: string, seed: number): Slip[] {
  const out: Slip[] = [];
  const chars = [...text];
  if (chars.length !== text.length) return out; // offsets are code units: BMP only
  chars.forEach((ch, i) => {
    const swap = SWAP[ch];
    if (swap) out.push({ start: i, end: i + 1, wrong: swap[0], right: ch, type: swap[1] });
    if (
      ch === '得' &&
      !VERB_DE_BEFORE.test(chars[i + 1] ?? '') &&
      !VERB_DE_AFTER.test(chars[i - 1] ?? '') &&
      /\p{Script=Han}/u.test(chars[i - 1] ?? '')
    )
      out.push({ start: i, end: i + 1, wrong: '的', right: '得', type: '的/得' });
  });
  // 形音近字 inside two-character words (segmented on the Simplified text, same offsets).
  const lex = lexiconWords();
  const sound = similarSound();
  const random = rng(seed);
  let at = 0;
  for (const word of cutWords(toSimplified(text))) {
    const n = word.length;
    const original = text.slice(at, at + n);
    if (n === 2 && /^\p{Script=Han}{2}$/u.test(original) && (lex.get(original) ?? 0) >= 200) {
      const k = random() < 0.5 ? 0 : 1;
      const others = sound.get(original[k]!) ?? [];
      const choices = others.filter((c) => {
        const wrongWord = k === 0 ? c + original[1] : original[0] + c;
        return !lex.has(wrongWord) && !SWAP[c];
      });
      if (choices.length) {
        const wrong = choices[Math.floor(random() * choices.length)]!;
        out.push({ start: at + k, end: at + k + 1, wrong, right: original[k]!, type: '形音近字' });
      }
    }
    at += n;
  }
  return out;
}

/**
 * Copies of `text` with planted slips: every site of every type once, in copies of at most
 * `perCopy` sites at least 6 apart and 3 from `avoid` (the essay's own listed slips).
 */
export function plantedCopies(
  id: string,
  text: string,
  avoid: readonly Slip[],
  seed: number,
  perCopy = 6,
  maxPerType = 4,
): PlantedCopy[] {
  const random = rng(seed * 7919 + 1);
  const all = sites(text, seed).filter((s) =>
    avoid.every((a) => s.end + 3 <= a.start || a.end + 3 <= s.start),
  );
  // At most maxPerType sites of a type per essay, drawn at random: 在 and 的 are everywhere.
  const byType = new Map<string, Slip[]>();
  for (const s of all) byType.set(s.type, [...(byType.get(s.type) ?? []), s]);
  let pool: Slip[] = [];
  for (const list of byType.values()) {
    const shuffled = list
      .map((s) => ({ s, r: random() }))
      .sort((a, b) => a.r - b.r)
      .map((x) => x.s);
    pool.push(...shuffled.slice(0, maxPerType));
  }
  pool = pool
    .map((s) => ({ s, r: random() }))
    .sort((a, b) => a.r - b.r)
    .map((x) => x.s);
  const copies: PlantedCopy[] = [];
  while (pool.length) {
    const chosen: Slip[] = [];
    const rest: Slip[] = [];
    for (const s of pool) {
      if (chosen.length < perCopy && chosen.every((c) => Math.abs(c.start - s.start) >= 6))
        chosen.push(s);
      else rest.push(s);
    }
    pool = rest;
    chosen.sort((a, b) => a.start - b.start);
    let copy = text;
    for (const s of chosen) copy = copy.slice(0, s.start) + s.wrong + copy.slice(s.end);
    copies.push({ id: `${id}-gen${copies.length + 1}`, text: copy, planted: chosen });
  }
  return copies;
}
