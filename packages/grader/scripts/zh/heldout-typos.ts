/**
 * 錯別字 figures on what the checker was not tuned on (issue 42 §7), through `correct()`:
 *   npm run grader:spelling -- --held-out ../shared/data/essays-zh-tw-ladder [--list] [--he2022 FILE]
 * The ladder's prompts are split once: d1–d3 tune, d4–d6 are held out (their essays were never
 * read while tuning this checker's pair classifier or its threshold). Printed per half:
 *   - the ladder's planted errors (the `err` copies) found with the right fix, per type;
 *   - errors planted by rule (`plant-typos.ts`) into the prompt's clean and tier-4 essays and its
 *     off-topic essay, per type;
 *   - false alarms on the clean essays (tiers 6, 5, off-topic) per 1,000 characters;
 * then the typo marks per 1,000 characters on He 2022 essays 0–199 (native, left out of every
 * model), and last `held-out recall <value>`.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Correction } from '@essay/contracts';
import { correct } from '../../src/correct.ts';
import { counted, fixes, overlaps, type LadderEssay, type Slip } from './ladder-typos.ts';
import { plantedCopies } from './plant-typos.ts';

export const TUNING_PROMPTS = ['d1', 'd2', 'd3'];
export const HELD_OUT_PROMPTS = ['d4', 'd5', 'd6'];

interface Tally {
  found: number;
  total: number;
}

async function typoMarks(text: string, title: string, prompt: string): Promise<Correction[]> {
  const [name, ...rest] = prompt.split('\n');
  const report = await correct(
    { text, title },
    { name: name ?? title, instructions: rest.join('\n') },
    'cap-writing',
    { lang: 'zh' },
  );
  return report.corrections.filter((c) => c.kind === 'typo' || c.kind === 'spelling');
}

/** The type a slip is counted under: 的/得/地 split by the right form (得 vs adverbial 地). */
function typeOf(slip: Slip): string {
  if (slip.type === '的/得/地') return slip.right === '得' ? '的/得' : '的/地';
  return slip.type;
}

function line(name: string, t: Tally): string {
  const share = t.total ? (t.found / t.total).toFixed(3) : '-';
  return `    ${name.padEnd(8)} ${String(t.found).padStart(4)} / ${String(t.total).padEnd(4)} = ${share}`;
}

interface Half {
  ladder: Map<string, Tally>;
  /** Planted by rule, per direction (written → meant) of the pairs. */
  direction: Map<string, Tally>;
  generated: Map<string, Tally>;
  cleanChars: number;
  cleanFlags: number;
}

function add(m: Map<string, Tally>, type: string, hit: boolean): void {
  const t = m.get(type) ?? { found: 0, total: 0 };
  m.set(type, t);
  t.total++;
  if (hit) t.found++;
}

const sum = (maps: Map<string, Tally>[], type?: string): Tally =>
  maps
    .flatMap((m) => [...m].filter(([k]) => type === undefined || k === type).map(([, t]) => t))
    .reduce((a, t) => ({ found: a.found + t.found, total: a.total + t.total }), {
      found: 0,
      total: 0,
    });

export interface HeldOutOptions {
  list: boolean;
  /** He 2022 essays file: its essays [from, to) are checked for native marks. */
  he2022?: string;
  he2022Range?: [number, number];
  /** Which half to run: 'tuning' while tuning (the held-out half is then not read at all). */
  half: 'tuning' | 'held-out' | 'both';
  /**
   * Mixed into each essay's planting seed (0: the sites of decision 0078). Another salt plants at
   * other sites and in other directions: a fresh held-out draw (decision 0085 used 83). Several
   * salts plant several draws, counted together (more errors to tune on).
   */
  seedSalts?: number[];
}

export async function heldOutTypos(dir: string, o: HeldOutOptions): Promise<void> {
  const { list, he2022 } = o;
  const essays = readFileSync(join(dir, 'essays.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as LadderEssay & { prompt_id: string });
  const halves = new Map<string, Half>();
  const out: string[] = [];
  for (const [name, prompts] of [
    ['tuning d1–d3', TUNING_PROMPTS],
    ['held out d4–d6', HELD_OUT_PROMPTS],
  ] as const) {
    if (o.half === 'tuning' && prompts === HELD_OUT_PROMPTS) continue;
    if (o.half === 'held-out' && prompts === TUNING_PROMPTS) continue;
    const half: Half = {
      ladder: new Map(),
      direction: new Map(),
      generated: new Map(),
      cleanChars: 0,
      cleanFlags: 0,
    };
    halves.set(name, half);
    for (const e of essays.filter((x) => prompts.includes(x.prompt_id))) {
      const listed = [...(e.planted ?? []), ...(e.natural ?? [])];
      const marks = await typoMarks(e.text, e.title, e.prompt);
      if (e.kind === 'err')
        for (const slip of e.planted ?? []) {
          const hit = marks.some((c) => fixes(c, slip, e.text));
          add(half.ladder, typeOf(slip), hit);
          if (!hit && list)
            out.push(
              `miss ladder ${e.id} ${slip.wrong}->${slip.right}  ${around(e.text, slip.start)}`,
            );
        }
      const clean = e.kind === 'offtopic' || (e.kind === 'ladder' && (e.tier ?? 0) >= 5);
      if (clean) {
        half.cleanChars += counted(e.text);
        const wrong = marks.filter((c) => !listed.some((s) => overlaps(c, s)));
        half.cleanFlags += wrong.length;
        for (const c of wrong)
          out.push(
            `false ${e.id} ${c.original}->${c.suggestion ?? ''}  ${around(e.text, c.span.start)}`,
          );
      }
      // Planted by rule: clean essays, tier 4 and the off-topic essay.
      if (!(clean || (e.kind === 'ladder' && e.tier === 4))) continue;
      const salts = o.seedSalts ?? [0];
      const copies = salts.flatMap((salt) => {
        const seed = [...e.id].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) >>> 0, 7 + salt);
        const id = salts.length > 1 ? `${e.id}-s${salt}` : e.id;
        return plantedCopies(id, e.text, listed, seed);
      });
      for (const copy of copies) {
        const copyMarks = await typoMarks(copy.text, e.title, e.prompt);
        for (const slip of copy.planted) {
          const hit = copyMarks.some((c) => fixes(c, slip, copy.text));
          add(half.generated, slip.type, hit);
          if (slip.type !== '形音近字') add(half.direction, `${slip.wrong}→${slip.right}`, hit);
          if (!hit && list)
            out.push(
              `miss gen ${copy.id} ${slip.wrong}->${slip.right}  ${around(copy.text, slip.start)}`,
            );
        }
      }
    }
  }
  if (list) for (const l of out) console.log(l);
  for (const [name, half] of halves) {
    console.log(`${name}:`);
    console.log(`  ladder planted, right fix:`);
    for (const [type, t] of [...half.ladder].sort()) console.log(line(type, t));
    console.log(line('all', sum([half.ladder])));
    console.log(`  planted by rule, right fix:`);
    for (const [type, t] of [...half.generated].sort()) console.log(line(type, t));
    console.log(line('all', sum([half.generated])));
    console.log(`  planted by rule, per direction (written→meant):`);
    for (const [dir, t] of [...half.direction].sort()) console.log(line(dir, t));
    console.log(`  both, right fix:`);
    for (const type of ['在/再', '的/得', '那/哪', '像/向', '帶/戴', '形音近字'])
      console.log(line(type, sum([half.ladder, half.generated], type)));
    console.log(line('all', sum([half.ladder, half.generated])));
    console.log(
      `  false alarms on clean essays: ${half.cleanFlags} in ${half.cleanChars} characters = ${((1000 * half.cleanFlags) / half.cleanChars).toFixed(2)} per 1,000`,
    );
  }
  if (he2022) await nativeMarks(he2022, list, o.he2022Range ?? [0, 200]);
  const held = halves.get('held out d4–d6') ?? halves.get('tuning d1–d3')!;
  const all = sum([held.ladder, held.generated]);
  console.log(
    `${o.half === 'tuning' ? 'tuning' : 'held-out'} recall ${(all.found / all.total).toFixed(3)}`,
  );
}

const around = (text: string, at: number) =>
  text.slice(Math.max(0, at - 8), at + 9).replace(/\n/g, ' ');

/** Typo marks on He 2022 essays [from, to) (Simplified, converted to Taiwan Traditional). */
async function nativeMarks(
  file: string,
  list: boolean,
  [from, to]: [number, number],
): Promise<void> {
  const { Converter } = await import('opencc-js');
  const toTw = Converter({ from: 'cn', to: 'tw' });
  const rows = readFileSync(resolve(file), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .slice(from, to)
    .map((l) => JSON.parse(l) as { id: string; text: string; title?: string });
  const labels = readMarkLabels();
  let chars = 0;
  let marks = 0;
  const judged = { slip: 0, false: 0, unlabelled: 0 };
  for (const row of rows) {
    const text = toTw(row.text);
    const title = toTw(row.title ?? '');
    const found = await typoMarks(text, title, title || '作文');
    chars += counted(text);
    marks += found.length;
    for (const c of found) {
      const key = markKey(row.id, c.span.start, c.original, c.suggestion ?? '');
      const label = labels.get(key);
      judged[label?.judgement ?? 'unlabelled']++;
      if (list)
        console.log(
          `he2022 ${label?.judgement ?? 'UNLABELLED'}\t${key}\t${around(text, c.span.start)}`,
        );
    }
  }
  const per = (n: number) => ((1000 * n) / chars).toFixed(2);
  console.log(
    `He 2022 essays ${from}–${to - 1}: ${marks} typo marks in ${chars} characters = ${per(marks)} per 1,000`,
  );
  // A mark nobody has read yet counts as a false alarm until it is labelled.
  const falseAlarms = judged.false + judged.unlabelled;
  console.log(
    `  read as the writers' slips ${judged.slip}, as false alarms ${judged.false}, not yet read ${judged.unlabelled}: ` +
      `false alarms (false + not read) ${falseAlarms} = ${per(falseAlarms)} per 1,000`,
  );
}

/** id, offset, written→fix: one mark of the engine on one He 2022 essay. */
const markKey = (id: string, at: number, written: string, fix: string) =>
  `${id}\t${at}\t${written}→${fix}`;

interface MarkLabel {
  judgement: 'slip' | 'false';
  reason: string;
}

/**
 * A reading of the marks on He 2022 essays 0–199 (`he2022-marks.tsv`: id, offset, written→fix,
 * slip or false, a short reason). The labels are one reader's judgement, not a gold standard.
 */
function readMarkLabels(): Map<string, MarkLabel> {
  const out = new Map<string, MarkLabel>();
  const file = join(import.meta.dirname, 'he2022-marks.tsv');
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    const [id, at, change, judgement, reason] = line.split('\t');
    if (judgement !== 'slip' && judgement !== 'false') throw new Error(`bad label: ${line}`);
    out.set(`${id}\t${at}\t${change}`, { judgement, reason: reason ?? '' });
  }
  return out;
}
