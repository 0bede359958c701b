/**
 * English edit precision / recall against JFLEG-style references:
 *   npm run grader:gec -- --data ../shared/data/gec-en-jfleg/dev [--english rules] [--limit N] [--show fp|tp]
 * The folder holds one `*.src` and its `*.ref0`…`*.ref3` (tokenised, one sentence a line). Each
 * source line is detokenised, corrected by the engine's mechanics (findCorrections, as correct()
 * calls it), and re-tokenised; edits are token-level diffs against the source (n-to-n token
 * substitutions split into one-token edits). A hypothesis edit is correct when any reference makes
 * it: applied alone, it lies on a shortest token edit path from the source to that reference.
 * Recall: per sentence, the share of the reference's own diff edits that a correct hypothesis edit
 * falls in, for the reference where that share is highest (ties: fewest edits).
 * Lines are split deterministically: even line numbers (0, 2, …) are the tuning half, odd ones
 * the held-out half; both are printed, then the whole file; the last line is `P <p> R <r>`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { findCorrections, initMechanics } from '../src/mechanics/index.ts';
import { parseArgs } from './lib/args.ts';
import {
  detokenise,
  diffEdits,
  referenceMakes,
  tokenDistance,
  tokenise,
  type Edit,
} from './lib/gec-align.ts';

const args = parseArgs(process.argv.slice(2));
const dir = resolve(args.get('data') ?? '../shared/data/gec-en-jfleg/dev');
const english = args.get('english') === 'rules' ? 'rules' : 'harper';
const show = args.get('show');

const files = readdirSync(dir);
const srcFile = files.find((f) => f.endsWith('.src'));
if (!srcFile) throw new Error(`no *.src file in ${dir}`);
const stem = srcFile.slice(0, -'.src'.length);
const lines = (f: string) => readFileSync(join(dir, f), 'utf8').split('\n');
const src = lines(srcFile);
const refFiles = files.filter((f) => new RegExp(`^${stem}\\.ref\\d+$`).test(f)).sort();
const refs = refFiles.map(lines);
const limit = Number(args.get('limit') ?? src.length);

interface Tally {
  hyp: number;
  hypCorrect: number;
  refMatched: number;
  refTotal: number;
}
const empty = (): Tally => ({ hyp: 0, hypCorrect: 0, refMatched: 0, refTotal: 0 });
const halves = { tune: empty(), heldOut: empty() };

function applyCorrections(
  text: string,
  fixes: { span: { start: number; end: number }; suggestion: string }[],
): string {
  let out = '';
  let at = 0;
  for (const c of fixes) {
    out += text.slice(at, c.span.start) + c.suggestion;
    at = c.span.end;
  }
  return out + text.slice(at);
}

await initMechanics(english === 'harper' ? ['en'] : []);
for (let i = 0; i < Math.min(limit, src.length); i++) {
  const source = src[i]!;
  if (!source.trim()) continue;
  const srcToks = tokenise(source);
  const text = detokenise(source);
  const fixes = await findCorrections(text, 'en', { english });
  const hypEdits = diffEdits(srcToks, tokenise(applyCorrections(text, fixes)));
  const refToks = refs.map((r) => tokenise(r[i] ?? source));
  const made = refToks.map((ref) => {
    const distance = tokenDistance(srcToks, ref);
    return hypEdits.map((e) => referenceMakes(srcToks, e, ref, distance));
  });
  const tally = i % 2 === 0 ? halves.tune : halves.heldOut;
  // Recall against the reference whose edits the engine found most of (ties: fewest edits).
  let best = { matched: -1, total: 0 };
  refToks.forEach((ref, k) => {
    const refEdits = diffEdits(srcToks, ref);
    const matched = refEdits.filter((r) =>
      hypEdits.some((e, h) => made[k]![h] && overlaps(e, r)),
    ).length;
    if (matched > best.matched || (matched === best.matched && refEdits.length < best.total))
      best = { matched, total: refEdits.length };
  });
  tally.hyp += hypEdits.length;
  tally.refMatched += best.matched;
  tally.refTotal += best.total;
  for (const e of hypEdits) {
    const ok = made.some((m) => m[hypEdits.indexOf(e)]);
    if (ok) tally.hypCorrect++;
    if ((show === 'fp' && !ok) || (show === 'tp' && ok))
      console.log(`${i}\t${describe(srcToks, e)}\t${text}`);
  }
}

/** A hypothesis edit inside a reference edit's source span (insertions: at the same place). */
function overlaps(e: Edit, r: Edit): boolean {
  if (r.start === r.end || e.start === e.end)
    return e.start >= r.start && e.end <= r.end && (e.start < r.end || r.start === r.end);
  return e.start < r.end && r.start < e.end;
}

function describe(toks: string[], e: Edit): string {
  return `${toks.slice(e.start, e.end).join(' ')} -> ${e.tokens.join(' ')}`;
}

const ratio = (a: number, b: number) => (b ? a / b : 0);
function line(name: string, t: Tally): { p: number; r: number } {
  const p = ratio(t.hypCorrect, t.hyp);
  const r = ratio(t.refMatched, t.refTotal);
  console.log(
    `${name}: edits ${t.hyp}, correct ${t.hypCorrect}, precision ${p.toFixed(3)}; reference edits ${t.refTotal}, found ${t.refMatched}, recall ${r.toFixed(3)}`,
  );
  return { p, r };
}
console.log(`data ${dir} (${refFiles.length} references), english: ${english}`);
line('tuning half (even lines)', halves.tune);
line('held-out half (odd lines)', halves.heldOut);
const all = line('all', {
  hyp: halves.tune.hyp + halves.heldOut.hyp,
  hypCorrect: halves.tune.hypCorrect + halves.heldOut.hypCorrect,
  refMatched: halves.tune.refMatched + halves.heldOut.refMatched,
  refTotal: halves.tune.refTotal + halves.heldOut.refTotal,
});
console.log(`P ${all.p.toFixed(3)} R ${all.r.toFixed(3)}`);
