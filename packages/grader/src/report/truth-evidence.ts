/**
 * The truth checker's invariants of issue 42 §4–§8 (decision 0077), checked with truth.ts's:
 * - quotes: each passage a report quotes from the essay is whole words (English) or whole jieba
 *   words / clauses (Chinese) of one sentence (`quote-cut-word`, `quote-across-sentences`), is the
 *   essay's (`quote-not-in-essay`, advice words and dimension names aside), is not a header line
 *   (`quote-header`); no proper noun is praised as word choice (`proper-noun-praised`);
 * - counts: every count of marks a sentence states equals the marks the report shows, kind by kind
 *   (`count-kind`), a "none marked" claim holds for every kind it names (`none-claimed`), and the
 *   word count is one number (`word-count`);
 * - English evidence: full marks rest on their measured evidence (`full-marks-evidence`); an essay
 *   whose conclusion turns against its opening is not "connected" (`connected-on-reversal`);
 *   "precise" wording is never said of a low-scored essay (`precise-on-low`); the task's words a
 *   report cites are not number or common words (`task-words-common`);
 * - feedback: dimension comments rest on their own sentences (`same-evidence`), 一逗到底 and spoken
 *   register are marked (`run-on-unmarked`, `register-unmarked`), a 佳句 is never advised to be
 *   rewritten (`fine-rewritten`), body paragraphs are not all given one sentence (`paragraphs-alike`).
 */
import type { Correction, Report } from '@essay/contracts';
import { analyse } from '../text/analyse.ts';
import { toSimplified } from '../text/normalise.ts';
import { splitSentences } from '../text/segment.ts';
import { figuresOf } from '../text/figures.ts';
import { commaSplices, spokenWords } from '../text/register.ts';
import { thesisReversed } from '../text/stance.ts';
import { essayLength } from './facts.ts';
import { isTaskWord, properNouns } from './words.ts';
import { isHeaderLine, wordBoundaries } from './quotes.ts';
import { floorOf, resolveRubric } from '../rubrics/presets.ts';
import type { Contradiction } from './truth.ts';

/** Words a report quotes that are advice, not the essay's (examples of linking words, marks). */
const ADVICE = new Set([
  '首先',
  '然而',
  '因此',
  '因為……所以……',
  '雖然……但是……',
  ',',
  '.',
  '，',
  '。',
  'First',
  'However',
  'As a result',
  'because',
  'although',
  'which',
  'I',
  'i',
  'p.12',
  '頁12',
  '第12頁',
  '',
]);

export interface MarkCounts {
  spelling: number;
  punctuation: number;
  grammar: number;
  habits: number;
  spoken: number;
  total: number;
}

/** The marks a report shows, kind by kind (as report/facts.ts counts them). */
export function markCounts(cs: readonly Correction[]): MarkCounts {
  const shown = cs.filter((c) => !c.ocrSuspect);
  const single = shown.filter((c) => (c.places?.length ?? 0) <= 1);
  const spelling = single.filter((c) => c.kind === 'spelling' || c.kind === 'typo').length;
  const punctuation = single.filter((c) => c.kind === 'punctuation' || c.kind === 'format').length;
  const habits = shown.length - single.length;
  return {
    spelling,
    punctuation,
    habits,
    grammar: single.length - spelling - punctuation,
    spoken: shown.filter((c) => c.reason['zh-tw'].startsWith('口語用詞')).length,
    total: shown.length,
  };
}

type Kind = keyof MarkCounts;
/** Phrases that state a count of one kind of mark (the number first). */
const COUNT_PHRASES: [RegExp, Kind | 'grammar+punctuation'][] = [
  [/(\d+) 處錯別字/g, 'spelling'],
  [/(\d+) 處拼字錯誤/g, 'spelling'],
  [/(\d+) 處標點、格式的錯誤/g, 'punctuation'],
  [/(\d+) 處標點錯誤/g, 'punctuation'],
  [/(\d+) 處文法錯誤/g, 'grammar'],
  [/(\d+) 處文法或用詞/g, 'grammar'],
  [/(\d+) 項格式習慣/g, 'habits'],
  [/(\d+) 處口語用詞/g, 'spoken'],
  [/全文標出 (\d+) 處需訂正/g, 'total'],
  [/(\d+) 處文法、標點錯誤/g, 'grammar+punctuation'],
  [/(\d+) spelling mistake/gi, 'spelling'],
  [/(\d+) wrong character/gi, 'spelling'],
  [/(\d+) punctuation (?:or format )?error/gi, 'punctuation'],
  [/(\d+) grammar errors?(?! or)/gi, 'grammar'],
  [/(\d+) grammar or punctuation error/gi, 'grammar+punctuation'],
  [/(\d+) format habit/gi, 'habits'],
  [/(\d+) spoken word/gi, 'spoken'],
  [/(\d+) marked errors/gi, 'total'],
];

/** Claims that none of some kinds is marked, with the kinds they name. */
const NONE_PHRASES: [RegExp, Kind[]][] = [
  [/沒有標出錯別字，也沒有標出標點、格式的錯誤/, ['spelling', 'punctuation', 'habits']],
  [/沒有標出文法、標點錯誤/, ['grammar', 'punctuation']],
  [/沒有標出拼字錯誤/, ['spelling']],
  [
    /No wrong characters and no punctuation or format errors/i,
    ['spelling', 'punctuation', 'habits'],
  ],
  [/No grammar or punctuation errors are marked/i, ['grammar', 'punctuation']],
  [/no spelling mistakes are marked/i, ['spelling']],
];

const quotedIn = (s: string, zh: boolean): string[] =>
  [...s.matchAll(zh ? /「([^「」]*)」/g : /"([^"]*)"/g)].map((m) => m[1]!);

/** The report's texts with where they are (dimension comments, feedback, paragraphs, summary). */
function textsOf(r: Report): { where: string; zh: string; en: string; step: boolean }[] {
  return [
    ...r.dimensions.map((d) => ({ where: `dimension ${d.key}`, ...pair(d.comment), step: false })),
    ...r.strengths.map((s, i) => ({ where: `strength ${i}`, ...pair(s.text), step: false })),
    ...r.nextSteps.map((s, i) => ({ where: `next step ${i}`, ...pair(s.text), step: true })),
    ...r.paragraphComments.map((p) => ({
      where: `paragraph ${p.paragraph}`,
      ...pair(p.comment),
      step: false,
    })),
    { where: 'overall', ...pair(r.overallComment), step: false },
  ];
}
const pair = (t: { 'zh-tw': string; en: string }) => ({ zh: t['zh-tw'], en: t.en });

/** Every occurrence of `q` in `text`. */
function occurrences(text: string, q: string): number[] {
  const out: number[] = [];
  if (!q) return out;
  for (let at = text.indexOf(q); at >= 0; at = text.indexOf(q, at + 1)) out.push(at);
  return out;
}

/** The contradictions of issue 42 §4–§8 in one report of an essay. */
export function checkIssue42(
  r: Report,
  essay: string,
  doubtful: readonly { start: number; end: number }[] = [],
): Contradiction[] {
  const bad: Contradiction[] = [];
  const add = (rule: string, detail: string): void => {
    bad.push({ rule, detail });
  };
  if (r.zeroGate) return bad;
  const zh = r.lang === 'zh';
  const sentences = splitSentences(essay, r.lang);
  const names = new Set(r.dimensions.flatMap((d) => [d.name['zh-tw'], d.name.en]));
  const lines = essay.split('\n');
  const lineAt = (at: number): string => {
    let n = 0;
    for (const l of lines) {
      if (at <= n + l.length) return l;
      n += l.length + 1;
    }
    return '';
  };
  const boundaries = new Map<number, Set<number>>();
  const sentenceOf = (at: number) =>
    sentences.find((s) => s.span.start <= at && at < s.span.end) ?? null;
  const whole = (at: number, q: string): boolean => {
    const s = sentenceOf(at);
    if (!s || at + q.length > s.span.end) return false;
    let b = boundaries.get(s.span.start);
    if (!b) {
      b = wordBoundaries(s.text, r.lang);
      boundaries.set(s.span.start, b);
    }
    const from = at - s.span.start;
    return b.has(from) && b.has(from + q.length);
  };

  // §4 quotes: the essay's whole words, of one sentence, not a header
  const texts = textsOf(r);
  for (const t of texts) {
    // the essay's language carries its quotes (an English comment on a Chinese essay names sentences)
    for (const q of quotedIn(zh ? t.zh : t.en, zh)) {
      if (ADVICE.has(q) || names.has(q)) continue;
      const at = occurrences(essay, q);
      if (at.length === 0) {
        add('quote-not-in-essay', `${t.where}: ${q}`);
        continue;
      }
      if (
        q.includes('\n') ||
        !at.some((a) => sentenceOf(a) && a + q.length <= sentenceOf(a)!.span.end)
      )
        add('quote-across-sentences', `${t.where}: ${q}`);
      else if (!at.some((a) => whole(a, q))) add('quote-cut-word', `${t.where}: ${q}`);
      if (at.every((a) => isHeaderLine(lineAt(a)))) add('quote-header', `${t.where}: ${q}`);
    }
  }
  for (const d of r.dimensions)
    for (const e of d.evidence) {
      const s = sentenceOf(e.span.start);
      if (!s || e.span.end > s.span.end)
        add('quote-across-sentences', `evidence ${d.key}: ${e.quote}`);
      if (isHeaderLine(lineAt(e.span.start))) add('quote-header', `evidence ${d.key}: ${e.quote}`);
    }
  const doc = analyse(essay, r.lang);
  const proper = properNouns(doc);
  for (const t of texts) {
    const s = zh ? t.zh : t.en;
    if (/用詞精練|Wording is precise and mature/.test(s))
      for (const q of quotedIn(s, zh))
        if (proper.has(zh ? toSimplified(q) : q.toLowerCase()))
          add('proper-noun-praised', `${t.where}: ${q}`);
  }

  // §5 counts: kind by kind, "none marked" only when none is, one word count
  const n = markCounts(r.corrections);
  for (const t of texts)
    for (const s of [t.zh, t.en]) {
      for (const [re, kind] of COUNT_PHRASES)
        for (const m of s.matchAll(re)) {
          const want = kind === 'grammar+punctuation' ? n.grammar + n.punctuation : n[kind];
          if (Number(m[1]) !== want) add('count-kind', `${t.where} (${kind} ${want}): ${s}`);
        }
      for (const [re, kinds] of NONE_PHRASES)
        if (re.test(s) && kinds.some((k) => n[k] > 0))
          add('none-claimed', `${t.where} (${kinds.map((k) => `${k} ${n[k]}`).join(', ')}): ${s}`);
    }
  for (const p of r.paragraphComments) {
    const m = /本段有 (\d+) 處/.exec(p.comment['zh-tw']);
    const inside = r.corrections.filter(
      (c) => !c.ocrSuspect && c.span.start >= p.span.start && c.span.end <= p.span.end,
    ).length;
    if (m ? Number(m[1]) !== inside : inside > 0)
      add('count-kind', `paragraph ${p.paragraph} (${inside} marked): ${p.comment['zh-tw']}`);
  }
  const length = essayLength(essay, r.lang);
  if (r.wordCount !== length) add('word-count', `header ${r.wordCount}, essay ${length}`);
  for (const t of texts) {
    const z = /全文 (\d+) 字/.exec(t.zh);
    const e = /(?:At|in) (\d+) (?:characters|words)/.exec(t.en);
    for (const m of [z, e])
      if (m && Number(m[1]) !== r.wordCount)
        add('word-count', `${t.where} (${r.wordCount}): ${m[0]}`);
  }

  // §6 English evidence
  const paragraphs = doc.paragraphs.map((p) => p.text).filter((p) => !isHeaderLine(p));
  const reversed = !zh && thesisReversed(paragraphs);
  if (!zh && r.rubric !== 'custom') {
    const aspects = new Map(resolveRubric(r.rubric).dimensions.map((d) => [d.key, d.aspect]));
    const per100 = (k: number): number => (100 * k) / Math.max(r.wordCount, 1);
    for (const d of r.dimensions) {
      if (d.score < d.maxScore) continue;
      const a = aspects.get(d.key);
      const held =
        a === 'language'
          ? per100(n.grammar + n.punctuation) <= 1
          : a === 'mechanics'
            ? per100(n.spelling) <= 1
            : !reversed;
      if (!held) add('full-marks-evidence', `${d.key} ${d.score}/${d.maxScore}`);
    }
  }
  if (reversed)
    for (const t of texts)
      if (
        /ending that connect|holds together|beginning, development and ending|give an introduction, a body and a conclusion/i.test(
          t.en,
        )
      )
        add('connected-on-reversal', `${t.where}: ${t.en}`);
  const floor = floorOf(r);
  const share = (r.level - floor) / Math.max(1, r.fullScore - floor);
  for (const t of texts) {
    if (share < 0.5 && /用詞精練|Wording is precise and mature/.test(`${t.zh} ${t.en}`))
      add('precise-on-low', `${t.where} (level ${r.level}/${r.fullScore}): ${zh ? t.zh : t.en}`);
    const task = /緊扣題目，文中用到題目的(.*)。|stays on the task, using its words (.*)\./.exec(
      zh ? t.zh : t.en,
    );
    if (task)
      for (const q of quotedIn(task[1] ?? task[2] ?? '', zh))
        if (!isTaskWord(zh ? q : q.toLowerCase(), r.lang))
          add('task-words-common', `${t.where}: ${q}`);
  }

  // §8 feedback with substance
  const aspectOf =
    r.rubric === 'custom'
      ? new Map<string, string>()
      : new Map(resolveRubric(r.rubric).dimensions.map((d) => [d.key, d.aspect as string]));
  // the fourth dimension's evidence is its marked sentences, which may be any dimension's
  const starts = r.dimensions
    .filter((d) => d.evidence[0] && aspectOf.has(d.key) && aspectOf.get(d.key) !== 'mechanics')
    .map((d) => d.evidence[0]!.span.start);
  // sentences a comment can stand on (as report/evidence.ts reads them: not a header, not a
  // fragment, no doubted word)
  const quotable = sentences.filter(
    (s) =>
      !isHeaderLine(lineAt(s.span.start)) &&
      !doubtful.some((d) => d.start < s.span.end && s.span.start < d.end) &&
      (zh ? (s.text.match(/[\u3400-\u9fff]/g)?.length ?? 0) >= 6 : s.text.split(/\s+/).length >= 4),
  ).length;
  if (quotable >= 6 && new Set(starts).size < starts.length)
    add('same-evidence', r.dimensions.map((d) => d.evidence[0]?.quote.slice(0, 20)).join(' | '));
  if (zh) {
    const covered = (s: number, e: number): boolean =>
      r.corrections.some((c) => c.span.start <= s && e <= c.span.end);
    for (const x of commaSplices(essay))
      if (!covered(x.start, x.end)) add('run-on-unmarked', essay.slice(x.start, x.end));
    for (const x of spokenWords(essay))
      if (!covered(x.start, x.end)) add('register-unmarked', essay.slice(x.start, x.end));
    const splices = commaSplices(essay);
    for (const t of texts) {
      const m = /改寫以「([^」]+)」開頭|把「([^」]+)」改/.exec(t.zh);
      const q = m ? (m[1] ?? m[2])! : null;
      if (!q) continue;
      for (const a of occurrences(essay, q)) {
        const i = sentences.findIndex((s) => s.span.start <= a && a < s.span.end);
        const s = sentences[i];
        if (!s || splices.some((x) => x.start === s.span.start)) continue;
        const next = sentences[i + 1];
        const sameParagraph = next && !essay.slice(s.span.end, next.span.start).includes('\n');
        if (figuresOf(s.text, sameParagraph ? next.text : null).length)
          add('fine-rewritten', `${t.where}: ${q}`);
      }
    }
  }
  const bodies = r.paragraphComments
    .slice(1, -1)
    .map((p) => p.comment['zh-tw'].replace(/「[^」]*」/g, '「」').replace(/；本段有.*$/, ''));
  if (bodies.length >= 3 && new Set(bodies).size === 1) add('paragraphs-alike', bodies[0]!);
  return bad;
}
