/**
 * The truth checker (issue 31, decision 0040): the invariants every report the engine writes must
 * keep, in one place. A report contradicts itself or the essay when
 * - a rubric descriptor is printed with its alternatives (「或」 in a Chinese dimension comment);
 * - it speaks of 錯別字 / spelling without the number of marked ones, or claims some when none is
 *   marked (or none when some are);
 * - it calls the essay short (or fully developed) against the task's expected length when it is
 *   not; a 國中 essay of 500 characters or more, an English one of 300 words or more, is never short;
 * - it states a count (characters, paragraphs) the essay does not have;
 * - it speaks of one paragraph on an essay of several;
 * - it praises and faults one aspect (length, task, paragraphing, transitions, wording, sentences);
 * - it praises fluency or sentence variety on a run-on;
 * - it advises on something absent from the essay (a lower-case "i", a sentence opening in lower
 *   case, half-width punctuation, repeated sentences);
 * - an evidence quote is not the essay's text at its span;
 * - the summary names a strongest and a weakest dimension that score the same;
 * - English report text holds Markdown backticks or full-width 「」： outside its quotes;
 * - and the invariants of issue 42 §4–§8 (truth-evidence.ts: whole-word quotes of one sentence,
 *   counts kind by kind, English full marks on their evidence, feedback with substance);
 * and, over a data set, when one comment sentence is in more than a quarter of its reports.
 */
import type { BilingualText, EssayLang, Report } from '@essay/contracts';
import { splitSentences } from '../text/segment.ts';
import { countWords } from '../text/lang.ts';
import { essayLength } from './facts.ts';
import { checkIssue42 } from './truth-evidence.ts';
import { isHeaderLine } from './quotes.ts';

export type Stance = 'praise' | 'fault';
export type TruthTopic =
  'length' | 'task' | 'paragraphing' | 'transitions' | 'wording' | 'sentences';

/** How the report's sentences praise or fault a topic (only the part before a next step). */
const LEXICON: Record<EssayLang, Record<TruthTopic, Record<Stance, RegExp>>> = {
  zh: {
    length: {
      praise: /篇幅充足|敘述完整/,
      fault: /篇幅偏短|還沒有充分展開|材料過於簡略|發展不夠充分/,
    },
    task: { praise: /緊扣題目|切題/, fault: /關聯不足|關聯不夠|沒有用到題目/ },
    paragraphing: {
      praise: /結構完整|有開頭、發展與結尾|分段清楚/,
      fault: /單一段落|全文只有|段落過多|結構鬆散|看不出文章的結構|結構不夠分明/,
    },
    transitions: {
      praise: /銜接清楚|前後連貫|脈絡分明/,
      fault: /不連貫|轉折不清|轉折不夠清楚|缺少承接/,
    },
    wording: {
      praise: /用詞多樣|用詞精練|精確使用語詞/,
      fault: /用詞有些重複|冗詞贅句|用字遣詞不/,
    },
    sentences: {
      praise: /句型有變化|各種句型|文句流暢|長短句交錯/,
      fault: /句型較無變化|句子過長|過長的句子|一逗到底|短句偏多|不易閱讀|文句不夠通順/,
    },
  },
  en: {
    length: {
      praise: /fully developed|explained in full/i,
      fault: /short and underdeveloped|not yet developed|material is thin/i,
    },
    task: {
      praise: /stays on the task|clear and on topic/i,
      fault: /drifts from the task|not about the (task|topic)/i,
    },
    paragraphing: {
      praise:
        /structure is complete|an introduction, a body and a conclusion|beginning, development and ending/i,
      fault:
        /single paragraph|is one paragraph|so its structure is unclear|many of them short|structure is loose/i,
    },
    transitions: {
      praise: /connect the ideas clearly|holds together|ending that connect/i,
      fault:
        /transitions need work|unclear transitions|transitions between .* are unclear|do not connect/i,
    },
    wording: {
      praise: /word choice is varied|wording is precise|words are precise/i,
      fault:
        /words are repeated|wordy|word choice is (often )?(inappropriate|weak)|wording is plain/i,
    },
    sentences: {
      praise:
        /sentence patterns vary(?! little)|varied sentence|structures are varied|writing flow/i,
      fault: /vary little|too long|run on|choppy|hard to (read|follow)|do not read smoothly/i,
    },
  },
};

/** A statement's claim: the part before its next step. */
function claimOf(text: string, lang: EssayLang): string {
  const cut = lang === 'zh' ? text.search(/下一步/) : text.search(/next step/i);
  return cut >= 0 ? text.slice(0, cut) : text;
}

/** Remove quoted passages (the essay's own words) before reading a statement. */
function unquoted(text: string): string {
  return text
    .replace(/「[^「」]*」/g, '「」')
    .replace(/"[^"]*"/g, '""')
    .replace(/“[^“”]*”/g, '“”');
}

/** The topics a statement praises or faults, read in the essay's language. */
export function statementTopics(
  t: BilingualText,
  lang: EssayLang,
): { topic: TruthTopic; stance: Stance }[] {
  const text = unquoted(claimOf(lang === 'zh' ? t['zh-tw'] : t.en, lang));
  const out: { topic: TruthTopic; stance: Stance }[] = [];
  for (const [topic, r] of Object.entries(LEXICON[lang]) as [TruthTopic, Record<Stance, RegExp>][])
    for (const stance of ['praise', 'fault'] as const)
      if (r[stance].test(text)) out.push({ topic, stance });
  return out;
}

export interface TruthContext {
  /** The essay's text as graded (spans point into it). */
  text: string;
  /** Characters (zh) or words (en) the task expects. */
  expected: number;
  /** The rubric is 會考 (國中 writers). */
  cap?: boolean;
  /** Spans the reader doubted (OCR): no report quotes them, so no sentence holding one counts as quotable. */
  doubtful?: readonly { start: number; end: number }[];
}

export interface Contradiction {
  rule: string;
  detail: string;
}

/** Every text of a report with where it is, for the checks. */
function texts(r: Report): { where: string; t: BilingualText; claims: boolean }[] {
  const out: { where: string; t: BilingualText; claims: boolean }[] = [];
  for (const d of r.dimensions)
    out.push({ where: `dimension ${d.key}`, t: d.comment, claims: true });
  r.strengths.forEach((s, i) => out.push({ where: `strength ${i}`, t: s.text, claims: true }));
  r.nextSteps.forEach((s, i) => out.push({ where: `next step ${i}`, t: s.text, claims: true }));
  r.paragraphComments.forEach((p) =>
    out.push({ where: `paragraph ${p.paragraph}`, t: p.comment, claims: false }),
  );
  out.push({ where: 'overall', t: r.overallComment, claims: false });
  return out;
}

const PARAGRAPH_BREAK = /\n/;

/** The contradictions of one report. */
export function checkReport(r: Report, ctx: TruthContext): Contradiction[] {
  const bad: Contradiction[] = [];
  const add = (rule: string, detail: string): void => {
    bad.push({ rule, detail });
  };
  const lang = r.lang;
  const all = texts(r);
  const essay = ctx.text;

  // English text: no Markdown, no full-width 「」： outside the quoted essay words
  const enTexts = [
    ...all.map((x) => ({ where: x.where, s: x.t.en })),
    ...r.corrections.map((c, i) => ({ where: `correction ${i}`, s: c.reason.en })),
    ...(r.zeroGate ? [{ where: 'gate', s: r.zeroGate.reason.en }] : []),
  ];
  for (const { where, s } of enTexts) {
    // (the essay's own characters inside its quoted words are not the report's formatting)
    if (unquoted(s).includes('`')) add('english-markdown', `${where}: ${s}`);
    if (/[「」：]/.test(unquoted(s))) add('english-fullwidth', `${where}: ${s}`);
  }
  // evidence quotes are the essay's words at their spans
  for (const d of r.dimensions)
    for (const e of d.evidence)
      if (essay.slice(e.span.start, e.span.end) !== e.quote)
        add('evidence-not-in-essay', `${d.key}: ${e.quote}`);
  if (r.zeroGate) return bad;

  const zh = lang === 'zh';
  const length = essayLength(essay, lang);
  // header lines (a date, a name, a class line) are not paragraphs of the essay
  const lines = essay.split(PARAGRAPH_BREAK).filter((p) => p.trim());
  const paragraphs = lines.filter((p) => !isHeaderLine(p)).length || lines.length;
  const sentences = splitSentences(essay, lang);
  const longest = Math.max(0, ...sentences.map((s) => countWords(s.text, lang)));
  const spelling = r.corrections.filter(
    (c) =>
      (c.kind === 'spelling' || c.kind === 'typo') && !c.ocrSuspect && (c.places?.length ?? 0) <= 1,
  ).length;
  const runOn = longest >= (zh ? 90 : 60);
  const short = length < 0.6 * ctx.expected;
  const full = length >= 0.85 * ctx.expected;

  for (const d of r.dimensions)
    if (/或/.test(unquoted(d.comment['zh-tw'])))
      add('descriptor-alternatives', `${d.key}: ${d.comment['zh-tw']}`);

  // dimension names (「錯別字、格式與標點符號」, "Vocabulary and spelling") name a dimension, not its errors
  const names = r.dimensions.flatMap((d) => [d.name['zh-tw'], d.name.en]).filter(Boolean);
  const unnamed = (s: string): string => names.reduce((acc, n) => acc.split(n).join(''), s);
  const stances = new Map<TruthTopic, Map<Stance, string>>();
  for (const x of all) {
    const own = zh ? x.t['zh-tw'] : x.t.en;
    const claim = unquoted(claimOf(own, lang));
    const whole = unquoted(own);
    // 錯別字 / spelling: with their count, and only when marked
    const zhTypo = /錯別字|錯字/.test(unquoted(unnamed(x.t['zh-tw'])));
    if (zhTypo) {
      const z = unquoted(unnamed(x.t['zh-tw']));
      const none = /沒有標出錯別字/.test(z);
      if (spelling === 0 && !none) add('typo-claimed', `${x.where}: ${x.t['zh-tw']}`);
      if (spelling > 0 && (none || !new RegExp(`(^|\\D)${spelling}(\\D|$)`).test(z)))
        add('typo-count', `${x.where} (${spelling} marked): ${x.t['zh-tw']}`);
    }
    if (/spelling|misspel/i.test(unquoted(unnamed(x.t.en))) && !zh) {
      const e = unquoted(unnamed(x.t.en));
      const none = /no spelling mistakes/i.test(e);
      if (spelling === 0 && !none) add('spelling-claimed', `${x.where}: ${x.t.en}`);
      if (spelling > 0 && (none || !new RegExp(`(^|\\D)${spelling}(\\D|$)`).test(e)))
        add('spelling-count', `${x.where} (${spelling} marked): ${x.t.en}`);
    }
    // length against the task's expectation
    const topics = x.claims ? statementTopics(x.t, lang) : [];
    for (const { topic, stance } of topics) {
      if (topic === 'length' && stance === 'fault') {
        if (!short)
          add('length-fault-not-short', `${x.where} (${length} of ${ctx.expected}): ${own}`);
        if ((ctx.cap && zh && length >= 500) || (!zh && length >= 300))
          add('length-fault-long-essay', `${x.where} (${length}): ${own}`);
      }
      if (topic === 'length' && stance === 'praise' && !full)
        add('length-praise-not-full', `${x.where} (${length} of ${ctx.expected}): ${own}`);
      if (topic === 'sentences' && stance === 'praise' && runOn)
        add('fluency-on-run-on', `${x.where} (longest ${longest}): ${own}`);
      const m = stances.get(topic) ?? new Map<Stance, string>();
      if (!m.has(stance)) m.set(stance, `${x.where}: ${own}`);
      stances.set(topic, m);
    }
    // counts stated
    const chars = zh ? /全文 (\d+) 字/.exec(whole) : /At (\d+) words/.exec(whole);
    if (chars && Number(chars[1]) !== length) add('count-length', `${x.where} (${length}): ${own}`);
    const paras = zh
      ? /(?:全文只有|分成) (\d+) 段/.exec(whole)
      : /(?:has|^) ?(\d+) paragraph/.exec(whole);
    if (paras && Number(paras[1]) !== paragraphs)
      add('count-paragraphs', `${x.where} (${paragraphs}): ${own}`);
    // one paragraph
    if (
      (zh ? /單一段落|全文只有一段/ : /single paragraph|is one paragraph/i).test(claim) &&
      paragraphs > 1
    )
      add('one-paragraph-claimed', `${x.where} (${paragraphs}): ${own}`);
    // advice about something absent
    const en = unquoted(x.t.en);
    if (/lower-case "?i"?|capital letter, and/i.test(x.t.en) && /pronoun/i.test(en)) {
      if (!/(^|[^\p{L}'’])i(?=$|[^\p{L}'’])/u.test(essay))
        add('advice-absent-lower-i', `${x.where}: ${x.t.en}`);
    }
    if (
      /start with a lower-case letter/i.test(en) &&
      !sentences.some((s) => /^[a-z]/.test(s.text.trim()))
    )
      add('advice-absent-lower-start', `${x.where}: ${x.t.en}`);
    if (/半形/.test(x.t['zh-tw']) && !/[,;:?!]/.test(essay))
      add('advice-absent-halfwidth', `${x.where}: ${x.t['zh-tw']}`);
    if (/重複的句子|與前文一字不差地重複/.test(x.t['zh-tw'])) {
      const seen = new Set<string>();
      const dup = sentences.some((s) => {
        const k = s.text.trim();
        const hit = seen.has(k);
        seen.add(k);
        return hit;
      });
      if (!dup) add('advice-absent-repeats', `${x.where}: ${x.t['zh-tw']}`);
    }
  }
  for (const [topic, m] of stances)
    if (m.has('praise') && m.has('fault'))
      add('praise-and-fault', `${topic}: ${m.get('praise')} | ${m.get('fault')}`);

  // the summary's strongest and weakest dimensions differ in score
  const o = /表現最好的是「([^」]+)」.*最需要加強的是「([^」]+)」/.exec(r.overallComment['zh-tw']);
  if (o) {
    const byName = (n: string) => r.dimensions.find((d) => d.name['zh-tw'] === n);
    const b = byName(o[1]!);
    const w = byName(o[2]!);
    if (!b || !w || b.score / b.maxScore <= w.score / w.maxScore)
      add('summary-best-worst', r.overallComment['zh-tw']);
  }
  // quotes, counts, English evidence and feedback (issue 42 §4–§8): report/truth-evidence.ts
  bad.push(...checkIssue42(r, essay, ctx.doubtful ?? []));
  return bad;
}

/** A report's comment sentences (each counted once per report), for the data-set check. */
export function commentSentences(r: Report, lang: 'zh-tw' | 'en'): Set<string> {
  const out = new Set<string>();
  for (const x of texts(r)) for (const s of splitStatement(x.t[lang])) out.add(s);
  return out;
}

/** Sentences of a comment, quoted passages kept whole. */
export function splitStatement(text: string): string[] {
  const out: string[] = [];
  let cur = '';
  let depth = 0;
  let inDouble = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    cur += c;
    if (c === '「' || c === '“') depth++;
    else if ((c === '」' || c === '”') && depth > 0) depth--;
    else if (c === '"') inDouble = !inDouble;
    const end =
      depth === 0 &&
      !inDouble &&
      (/[。！？!?]/.test(c) || (c === '.' && (i + 1 === text.length || text[i + 1] === ' ')));
    if (end) {
      if (cur.trim()) out.push(cur.trim());
      cur = '';
    }
  }
  if (cur.trim()) out.push(cur.trim());
  return out;
}

/**
 * Comment sentences in more than `share` of a data set's reports (the same words said of every
 * essay), with the share of reports that hold each.
 */
export function repeatedSentences(
  reports: readonly Report[],
  lang: 'zh-tw' | 'en',
  share = 0.25,
): { sentence: string; share: number }[] {
  const n = new Map<string, number>();
  for (const r of reports) for (const s of commentSentences(r, lang)) n.set(s, (n.get(s) ?? 0) + 1);
  return [...n]
    .map(([sentence, k]) => ({ sentence, share: k / Math.max(1, reports.length) }))
    .filter((x) => x.share > share)
    .sort((a, b) => b.share - a.share);
}
