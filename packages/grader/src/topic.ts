import type { EssayLang } from '@essay/contracts';
import { toSimplified } from './text/normalise.ts';

/**
 * Topic relevance: how much of the essay is about the homework (its name and instructions, and
 * its model essays when there are some). Decided once per essay, before pricing, with the same
 * inputs as grading; `correct()` lowers the content dimension in proportion and gives a clearly
 * off-topic essay the off-topic zero level.
 */
export interface Relevance {
  /** Raw measure: geometric mean of prompt coverage and (capped) topic-word density, 0..1. */
  score: number;
  /** 0..1: 1 for an essay as close to the task as most on-topic essays are. */
  rel: number;
  /** Clearly off-topic: an informative task (or model essays) and almost no shared topic words. */
  offTopic: boolean;
}

/**
 * Function words, very common words (time, know, someone) and the vocabulary of writing
 * instructions (write, tell a true story, answer, relevant and specific information, based on the
 * following paragraph, a note that a source is provided): they say what to write, not what about,
 * and an essay on another topic shares them with the task (ASAP off-topic AUC 0.939 -> 0.951).
 */
const EN_STOP = new Set(
  `the and for are but not you all any can had her was one our out day get has him his how man new now old see two way who boy did its let put say she too use yes yet also been from have here into just like make many more most much must only over some such take than that them then they this very well were what when with your about after again being could doing every other their there these those thing think which while would should because really people things something write essay explain describe response include examples support conclusion answer relevant specific information based excerpt read paragraph following note source provided story tell true time someone know`.split(
    /\s+/,
  ),
);
// characters that say nothing about the topic (Simplified: the text is normalised first)
const ZH_FUNCTION = /[的了我你他她它是在一不有这们和与也就都而及着个之以为请写篇文章题目自己]/;

const enStem = (w: string): string => {
  let x = w.replace(/(?:ings?|ed|ies|es|s|ly|ers?|ments?|ness|ations?|ions?|ful|able|ive)$/, '');
  if (x.length < 3) x = w;
  return x.slice(0, 5);
};

/** Topic units in text order: English word stems (no function words), Chinese character bigrams without function characters. */
export function topicTokens(s: string, lang: EssayLang): string[] {
  if (lang === 'en')
    return (s.toLowerCase().match(/[a-z]{3,}/g) ?? []).filter((w) => !EN_STOP.has(w)).map(enStem);
  const c = toSimplified(s).replace(/[^\u3400-\u9fff]/g, '');
  const out: string[] = [];
  for (let i = 1; i < c.length; i++) {
    const b = c.slice(i - 1, i + 1);
    if (!ZH_FUNCTION.test(b)) out.push(b);
  }
  return out;
}

/** Coverage of the reference's units by the essay, times the essay's density of them (capped at 5 %), square-rooted. */
function overlap(
  essay: readonly string[],
  reference: readonly string[],
): { score: number; units: number } {
  const P = new Set(reference);
  if (P.size === 0) return { score: 0, units: 0 };
  const E = new Map<string, number>();
  for (const u of essay) E.set(u, (E.get(u) ?? 0) + 1);
  let hit = 0;
  let occ = 0;
  for (const u of P) {
    const c = E.get(u);
    if (c) {
      hit++;
      occ += c;
    }
  }
  const coverage = hit / P.size;
  const density = occ / Math.max(essay.length, 1);
  return { score: Math.sqrt(coverage * Math.min(1, density / 0.05)), units: P.size };
}

/** Score at which an essay counts as fully on topic (about the 20th percentile of on-topic ASAP essays). */
export const ON_TOPIC_SCORE = 0.4;
/** Below this (with an informative task) an essay is off-topic (under 1 % of on-topic ASAP essays). */
export const OFF_TOPIC_SCORE = 0.08;
/**
 * Topic units a task needs before its words alone can rule an essay off-topic. English: 12 stems
 * once instruction words are left out (ASAP P7, "Write about patience …", keeps 10 and 8 of 60
 * on-topic stories never say patience; P3 keeps 16, 3 of 60 misspell its one key word): the gate
 * zeroes an essay, so a task it cannot judge must not close it. Chinese: 5 character bigrams.
 */
export const INFORMATIVE_UNITS: Record<EssayLang, number> = { en: 12, zh: 5 };
/** Model essays are long and share everyday words with any essay: their overlap counts at this weight. */
export const MODEL_WEIGHT = 0.4;

export function topicRelevance(
  text: string,
  lang: EssayLang,
  homework: { name: string; instructions: string },
  modelEssays: readonly string[] = [],
): Relevance {
  const essay = topicTokens(text, lang);
  const task = overlap(essay, topicTokens(`${homework.name}\n${homework.instructions}`, lang));
  const models = modelEssays
    .filter((m) => m.trim())
    .map((m) => overlap(essay, topicTokens(m, lang)));
  if (task.units === 0 && models.length === 0) return { score: 1, rel: 1, offTopic: false };
  const score = Math.max(task.score, ...models.map((m) => m.score * MODEL_WEIGHT));
  const rel = Math.max(0, Math.min(1, score / ON_TOPIC_SCORE));
  const informative = task.units >= INFORMATIVE_UNITS[lang] || models.length > 0;
  return { score, rel, offTopic: informative && essay.length >= 10 && score < OFF_TOPIC_SCORE };
}
