/**
 * What a report may say about one essay: facts measured in its text and its corrections. Every
 * statement of the report is written from these (src/report/*) and checked against them
 * (src/report/truth.ts): a statement that does not follow from a fact is not made.
 */
import type { Correction, EssayLang } from '@essay/contracts';
import type { Doc } from '../text/analyse.ts';
import { countWords } from '../text/lang.ts';
import { wordIdf } from '../text/jieba.ts';
import { EN_MARKERS, ZH_MARKERS } from '../text/markers.ts';
import type { PromptInfo } from '../features/dense.ts';
import { isContentWord } from '../features/stopwords.ts';
import {
  bodyStart,
  findWord,
  firstClause,
  holdsDoubt,
  isHeaderLine,
  lastClause,
  quotablePart,
} from './quotes.ts';
import { fineSentences, type Figure } from '../text/figures.ts';
import { commaSplices, spokenWords } from '../text/register.ts';
import { thesisReversed } from '../text/stance.ts';
import { isTaskWord, properNouns } from './words.ts';
export { isTaskWord, properNouns } from './words.ts';

export interface EssayFacts {
  lang: EssayLang;
  /** Characters as a teacher counts them (zh: every character but whitespace, punctuation counted) or words (en). */
  length: number;
  /** What the task expects (same unit): length is judged against it. */
  expected: number;
  paragraphs: number;
  sentences: number;
  /** Longest sentence, in characters (zh) or words (en). */
  longestSentence: number;
  shortestSentence: number;
  /** Marked corrections by kind. */
  spelling: number;
  punctuation: number;
  grammar: number;
  /** Habits found once for the whole essay (no indents, quote style). */
  habits: number;
  /** English: a stand-alone lower-case "i"; sentences opening in lower case. */
  lowerI: number;
  lowerStarts: number;
  /** Chinese: half-width , ; : ? ! */
  halfWidth: number;
  /** Sentences that repeat an earlier one word for word. */
  repeatedSentences: number;
  /** Distinct words. */
  distinctWords: number;
  /** Linking words the essay uses, as written in the essay. */
  markers: string[];
  /** The essay's least common words (jieba idf; en: long words), as written. */
  rareWords: string[];
  /** Sentences shorter than SHORT_SENTENCE. */
  shortSentences: number;
  /** Words of the task the essay uses, as written in the essay (at most three). */
  taskWords: string[];
  /** The task has words to use at all. */
  taskHasWords: boolean;
  /** The first quoted passage (dialogue, a saying) of the essay, when short. */
  dialogue: string | null;
  /** The content word the essay repeats most, when it repeats one often. */
  mostRepeated: { word: string; count: number } | null;
  /** Where each sentence starts (to name a sentence by its number). */
  sentenceStarts: number[];
  /** Opening clause of each paragraph, as written. */
  openings: string[];
  /** Closing clause of each paragraph, as written. */
  closings: string[];
  /** The essay's first and last clause, header lines (date, name, class) left out. */
  opening: string;
  closing: string;
  /** Paragraphs before the essay's text that are header lines. */
  headerParagraphs: number;
  /** 佳句: sentences that use a figure of speech (not run-ons), with their figures. */
  fine: { index: number; start: number; quote: string; figures: Figure[] }[];
  /** Chinese: 一逗到底 sentences and spoken-register words in the essay's own voice. */
  runOns: number;
  spoken: number;
  /** English: the conclusion takes the opposite side from the opening. */
  reversed: boolean;
}

/** Share of the expected length under which an essay is short, and from which it is full. */
export const LENGTH_BANDS = { short: 0.6, full: 0.85 } as const;

export { firstClause, lastClause } from './quotes.ts';

/** A word of the normalised text as the essay writes it (Chinese: the same offsets in the original). */
function asWritten(doc: Doc, w: string): string | null {
  // the essay's words below its header lines (a word only in "班級：八年三班" is not the essay's)
  const from = doc.paragraphs[bodyStart(doc.paragraphs)]?.span.start ?? 0;
  const word = doc.lang === 'zh' ? w : w.toLowerCase();
  const found = findWord(doc.text.slice(from), doc.norm.slice(from), word, doc.lang);
  const at = found < 0 ? -1 : from + found;
  return at < 0 ? null : doc.text.slice(at, at + w.length);
}

export function essayFacts(
  doc: Doc,
  corrections: readonly Correction[],
  expected: number,
  prompt: PromptInfo | null,
  shortSentence: number,
): EssayFacts {
  const zh = doc.lang === 'zh';
  const kind = (ks: string[]): number =>
    corrections.filter((c) => ks.includes(c.kind) && (c.places?.length ?? 0) <= 1).length;
  const spelling = kind(['spelling', 'typo']);
  const punctuation = kind(['punctuation', 'format']);
  const habits = corrections.filter((c) => (c.places?.length ?? 0) > 1).length;
  const grammar = corrections.length - spelling - punctuation - habits;
  const lens = doc.sentenceLengths.length ? doc.sentenceLengths : [0];
  const seen = new Set<string>();
  let repeated = 0;
  for (const s of doc.sentences) {
    const k = s.text.trim();
    if (k.length < (zh ? 6 : 12)) continue;
    if (seen.has(k)) repeated++;
    seen.add(k);
  }
  const norm = doc.norm;
  const markers: string[] = [];
  for (const m of zh ? ZH_MARKERS : EN_MARKERS) {
    const from = doc.paragraphs[bodyStart(doc.paragraphs)]?.span.start ?? 0;
    const found = findWord(doc.text.slice(from), norm.slice(from), m, doc.lang);
    const at = found < 0 ? -1 : from + found;
    if (at >= 0) markers.push(doc.text.slice(at, at + m.length));
  }
  const idf = zh ? wordIdf() : null;
  const proper = properNouns(doc);
  const ranked = [...new Set(doc.words)]
    .filter((w) => !proper.has(w))
    .filter((w) => (zh ? w.length >= 2 && (idf!.get(w) ?? 0) > 9 : w.length >= 10))
    .sort((a, b) => (zh ? (idf!.get(b) ?? 0) - (idf!.get(a) ?? 0) : b.length - a.length));
  const rareWords = ranked
    .slice(0, 3)
    .map((w) => asWritten(doc, w))
    .filter((w): w is string => w !== null);
  const counts = new Map<string, number>();
  for (const w of doc.words)
    if ((zh ? w.length >= 2 : w.length >= 4) && isContentWord(w, doc.lang))
      counts.set(w, (counts.get(w) ?? 0) + 1);
  const [top] = [...counts].sort((a, b) => b[1] - a[1]);
  const repeatedWord =
    top && top[1] >= Math.max(5, doc.words.length / 40) ? asWritten(doc, top[0]) : null;
  const taskKeys = prompt ? [...prompt.tf.keys()].filter((k) => isTaskWord(k, doc.lang)) : [];
  const essayWords = new Set(doc.words);
  const taskWords = taskKeys
    .filter((k) => essayWords.has(k))
    .slice(0, 3)
    .map((k) => asWritten(doc, k))
    .filter((w): w is string => w !== null);
  // a short quotation of one sentence (no stop inside it)
  const found = /[「“"]([^「」“”"\n。！？；;!?…]{2,24})[。！？!?]?[」”"]/.exec(doc.text);
  const quoted =
    found && !holdsDoubt(doc, found.index, found.index + found[0].length) ? found : null;
  const whole = { start: 0, end: doc.text.length };
  const head = bodyStart(doc.paragraphs);
  const body = doc.paragraphs.slice(head).filter((p) => !isHeaderLine(p.text));
  const splices = zh ? commaSplices(doc.text) : [];
  const paragraphOf = (at: number): number => doc.paragraphs.findIndex((p) => p.span.end > at);
  const fine = zh
    ? fineSentences(doc.sentences, paragraphOf)
        .filter(({ index }) => {
          const sp = doc.sentences[index]!.span;
          return (
            paragraphOf(sp.start) >= head &&
            !holdsDoubt(doc, sp.start, sp.end) &&
            !splices.some((r) => r.start <= sp.start && sp.start < r.end)
          );
        })
        .map(({ index, figures }) => ({
          index,
          figures,
          start: doc.sentences[index]!.span.start,
          quote: doc.sentences[index]!.text,
        }))
    : [];
  return {
    lang: doc.lang,
    shortSentences: doc.sentenceLengths.filter((n) => n > 0 && n < shortSentence).length,
    taskWords,
    taskHasWords: taskKeys.length > 0,
    dialogue: quoted ? quoted[1]!.trim() : null,
    mostRepeated: repeatedWord && top ? { word: repeatedWord, count: top[1] } : null,
    length: essayLength(doc.text, doc.lang),
    expected,
    // header lines (a date, a name, a class line) are not paragraphs of the essay
    paragraphs: body.length || doc.paragraphs.length,
    sentences: doc.sentences.length,
    longestSentence: Math.max(...lens),
    shortestSentence: Math.min(...lens),
    spelling,
    punctuation,
    grammar,
    habits,
    lowerI: zh ? 0 : (doc.text.match(/(^|[^\p{L}'’])i(?=$|[^\p{L}'’])/gu) ?? []).length,
    lowerStarts: zh ? 0 : doc.sentences.filter((s) => /^[a-z]/.test(s.text.trim())).length,
    halfWidth: zh ? (doc.text.match(/[,;:?!]/g) ?? []).length : 0,
    repeatedSentences: repeated,
    distinctWords: new Set(doc.words).size,
    markers,
    rareWords,
    sentenceStarts: doc.sentences.map((x) => x.span.start),
    openings: doc.paragraphs.map((p) => firstClause(quotablePart(doc, p.span, 'start'))),
    closings: doc.paragraphs.map((p) => lastClause(quotablePart(doc, p.span, 'end'))),
    opening: firstClause(quotablePart(doc, body[0]?.span ?? whole, 'start')),
    closing: lastClause(quotablePart(doc, body[body.length - 1]?.span ?? whole, 'end')),
    headerParagraphs: head,
    fine,
    runOns: splices.length,
    spoken: zh ? spokenWords(doc.text).length : 0,
    reversed: zh ? false : thesisReversed(body.map((p) => p.text)),
  };
}

/** Length as a teacher counts it: Chinese characters and punctuation (no whitespace), English words. */
export function essayLength(text: string, lang: EssayLang): number {
  return lang === 'zh' ? text.replace(/\s/g, '').length : countWords(text, lang);
}

/** The essay is short against its task's expectation. */
export const isShort = (f: EssayFacts): boolean => f.length < LENGTH_BANDS.short * f.expected;
/** The essay is as long as its task expects. */
export const isFull = (f: EssayFacts): boolean => f.length >= LENGTH_BANDS.full * f.expected;

/** The number (1-based) of the sentence a position falls in. */
export function sentenceNumber(f: EssayFacts, at: number): number {
  let n = 0;
  for (const st of f.sentenceStarts) if (st <= at) n++;
  return Math.max(1, n);
}
