import type { EssayLang } from '@essay/contracts';
import { commonestWords } from './mechanics/en/suggestion-rank.ts';
import { cutWords, wordIdf } from './text/jieba.ts';
import { toSimplified } from './text/normalise.ts';
import { isFreeTopic, taskTitle } from './topic-task.ts';

/**
 * Topic relevance: how much of the essay is about the homework (its name and instructions, its
 * model essays when there are some, and the topic its classmates' essays share). Decided once per
 * essay, before pricing, with the same inputs as grading; `correct()` lowers the content dimension
 * in proportion and gives a clearly off-topic essay the off-topic zero level.
 */
export interface Relevance {
  /** Raw measure: geometric mean of prompt coverage and (capped) topic-word density, 0..1. */
  score: number;
  /** 0..1: 1 for an essay as close to the task as most on-topic essays are. */
  rel: number;
  /**
   * Suspected off-topic: an informative task (or model essays) and almost no shared topic words.
   * A flag for the teacher, never a zero level by itself (issue 42 §1).
   */
  offTopic: boolean;
  /** The score under which an essay is suspected off-topic (what `score` was measured against). */
  cut: number;
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

/**
 * How much of the reference's units the essay covers, and its density of them (capped at 5 %):
 * the task's and model essays' score is their geometric mean, the class topic's their product.
 */
function overlap(
  essay: readonly string[],
  reference: Iterable<string>,
): { coverage: number; density: number; units: number } {
  const P = new Set(reference);
  if (P.size === 0) return { coverage: 0, density: 0, units: 0 };
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
  const density = Math.min(1, occ / Math.max(essay.length, 1) / 0.05);
  return { coverage: hit / P.size, density, units: P.size };
}
const geometric = (o: { coverage: number; density: number }): number =>
  Math.sqrt(o.coverage * o.density);

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

/**
 * Classmates' essays (the homework's other essays): the units that at least half of them use are
 * the topic the class wrote about, whatever words the task used for it (a "laughter" task answered
 * with funny stories, a "Lunch menus" label on essays about kindness). Read only from five essays
 * on, at most the first 40. The class topic is a few units, so an essay must cover most of them:
 * its score is coverage × density, not their geometric mean. Classmates can only raise an essay's
 * relevance: a topic the task does not name never zeroes an essay. Chosen on essays outside the
 * `grader:offtopic` samples (decision 0011): half of 20 classmates, the 300 commonest English
 * words and the commonest Chinese words (jieba idf below 5.5) left out as everyone's vocabulary.
 */
export const PEERS = { min: 5, max: 40, share: 0.5, commonWords: 300 } as const;

let commonEn: Set<string> | undefined;
const COMMON_ZH_IDF = 5.5;

/** Units every class uses whatever its topic: stems of the commonest English words, the commonest Chinese words. */
function isCommonUnit(unit: string, lang: EssayLang): boolean {
  if (lang === 'zh') return (wordIdf().get(unit) ?? Infinity) < COMMON_ZH_IDF;
  commonEn ??= new Set(commonestWords(PEERS.commonWords).flatMap((w) => topicTokens(w, 'en')));
  return commonEn.has(unit);
}

/**
 * The distinct topic units of the texts read last (never changed by a caller): a class's essays
 * are each other's classmates, so every essay of a "correct all" reads the same texts again.
 */
const unitSets: Record<EssayLang, Map<string, ReadonlySet<string>>> = {
  zh: new Map(),
  en: new Map(),
};
const UNIT_SETS_KEPT = 4 * PEERS.max;

function topicUnitSet(text: string, lang: EssayLang): ReadonlySet<string> {
  const kept = unitSets[lang];
  let units = kept.get(text);
  if (units) {
    kept.delete(text); // most recently used last
  } else {
    units = new Set(topicTokens(text, lang));
    if (kept.size >= UNIT_SETS_KEPT) kept.delete(kept.keys().next().value!);
  }
  kept.set(text, units);
  return units;
}

/** The topic units that at least half of the classmates' essays share. */
export function classTopicUnits(peerEssays: readonly string[], lang: EssayLang): Set<string> {
  const peers = peerEssays.filter((p) => p.trim()).slice(0, PEERS.max);
  if (peers.length < PEERS.min) return new Set();
  const essaysWith = new Map<string, number>();
  for (const p of peers)
    for (const u of topicUnitSet(p, lang)) essaysWith.set(u, (essaysWith.get(u) ?? 0) + 1);
  const units = [...essaysWith].filter(
    ([u, n]) => n >= PEERS.share * peers.length && !isCommonUnit(u, lang),
  );
  return new Set(units.map(([u]) => u));
}

/** The essay's Chinese dictionary words of two or more characters that are not everyday (idf ≥ 4.8). */
const wordLists = new Map<string, readonly string[]>();
function topicWords(text: string): readonly string[] {
  let words = wordLists.get(text);
  if (words === undefined) {
    const idf = wordIdf();
    words = cutWords(toSimplified(text)).filter(
      (w) =>
        w.length >= 2 && /^[\u3400-\u9fff]+$/.test(w) && (idf.get(w) ?? Infinity) >= TITLE_WORD_IDF,
    );
    if (wordLists.size >= UNIT_SETS_KEPT) wordLists.delete(wordLists.keys().next().value!);
  } else {
    wordLists.delete(text);
  }
  wordLists.set(text, words);
  return words;
}

/**
 * The class's topic in words (Chinese): the dictionary words at least half of the classmates use
 * (一起、完成、負責: bigrams with a function character such as 一 are not topic units, and a
 * task in the teacher's own words may name none of them). Issue 42 §2.
 */
export function classTopicWords(peerEssays: readonly string[]): Set<string> {
  const peers = peerEssays.filter((p) => p.trim()).slice(0, PEERS.max);
  if (peers.length < PEERS.min) return new Set();
  const essaysWith = new Map<string, number>();
  for (const p of peers)
    for (const w of new Set(topicWords(p))) essaysWith.set(w, (essaysWith.get(w) ?? 0) + 1);
  return new Set(
    [...essaysWith].filter(([, n]) => n >= PEERS.share * peers.length).map(([w]) => w),
  );
}

export interface TopicSources {
  /** Model essays (範文) of the homework. */
  modelEssays?: readonly string[] | undefined;
  /** The homework's other essays, for the topic the class shares. */
  peerEssays?: readonly string[] | undefined;
}

/**
 * Chinese, with the class topic known (five classmates or more): a 會考-style 題幹 is long and
 * full of scenario examples and school words (同學、老師、學校) that an essay on another topic
 * shares, while on-topic essays often use none of its words but share the class's topic. So the
 * task's overlap counts at half when the essay shares no unit of the 題目 itself, and the cut is
 * higher: an essay that neither shares the class's topic nor the 題目 is off-topic. Decision 0040
 * (ladder, all nine essays of a prompt as classmates: off-topic 0.000–0.124 after, on-topic
 * essays of 100 characters or more from 0.149 when the off-topic and copied essays are not classmates).
 */
export const ZH_CLASS_CUT = { score: 0.13, untitled: 0.5 } as const;
/**
 * Topic units an essay needs before it can be suspected off-topic: English 10; Chinese 100 (about
 * 100 characters), with or without classmates: a few sentences share few words with any topic, on
 * topic or not (a 66-character answer that misspells the one key word, 配服 for 佩服, in a
 * homework of two essays: issue 42).
 */
export const MIN_ESSAY_UNITS = { en: 10, zh: 100 } as const;

/** jieba idf from which a word of the 題目 is topical, not everyday (一起 4.9 and 完成 5.0 are; 一次 4.7, 一個 2.8 are not). */
export const TITLE_WORD_IDF = 4.8;

/**
 * The 題目's own topic units: its two-character words that are not everyday vocabulary (佩服、
 * 等待、習慣、排名), so that 「一起完成的那件事」 keeps 一起 (the function-character filter of
 * `topicTokens` drops it) but not 一次; the title's `topicTokens` when it has none.
 */
export function titleUnits(name: string): string[] {
  const c = toSimplified(name).replace(/[^\u3400-\u9fff]/g, '');
  const idf = wordIdf();
  const out: string[] = [];
  for (let i = 1; i < c.length; i++) {
    const b = c.slice(i - 1, i + 1);
    if ((idf.get(b) ?? 0) >= TITLE_WORD_IDF) out.push(b);
  }
  return out.length ? out : topicTokens(name, 'zh');
}

export function topicRelevance(
  text: string,
  lang: EssayLang,
  homework: { name: string; instructions: string },
  { modelEssays = [], peerEssays = [] }: TopicSources = {},
): Relevance {
  // a free topic (「題目自訂」) is no topic: nothing to be off
  if (isFreeTopic(homework)) return { score: 1, rel: 1, offTopic: false, cut: 0 };
  const essay = topicTokens(text, lang);
  const task = overlap(essay, topicTokens(`${homework.name}\n${homework.instructions}`, lang));
  const models = modelEssays
    .filter((m) => m.trim())
    .map((m) => geometric(overlap(essay, topicTokens(m, lang))));
  if (task.units === 0 && models.length === 0) return { score: 1, rel: 1, offTopic: false, cut: 0 };
  const classUnits = classTopicUnits(peerEssays, lang);
  const byClass = overlap(essay, classUnits);
  const zhClass = lang === 'zh' && classUnits.size > 0;
  // the 題目 quoted in the task, or the name unless it is only a label (「會考寫作練習（一）」)
  const named = lang === 'zh' ? taskTitle(homework) : '';
  const title = named ? titleUnits(named) : [];
  const han = lang === 'zh' ? toSimplified(text).replace(/[^\u3400-\u9fff]/g, '') : '';
  const untitled = title.length > 0 && !title.some((u) => han.includes(u));
  // the class's words, at half (like the task) when the essay shares none of the 題目's words
  const byWords = zhClass ? overlap(topicWords(text), classTopicWords(peerEssays)) : null;
  const score = Math.max(
    geometric(task) * (zhClass && untitled ? ZH_CLASS_CUT.untitled : 1),
    ...models.map((m) => m * MODEL_WEIGHT),
    byClass.coverage * byClass.density,
    byWords ? byWords.coverage * byWords.density * (untitled ? ZH_CLASS_CUT.untitled : 1) : 0,
  );
  const rel = Math.max(0, Math.min(1, score / ON_TOPIC_SCORE));
  // a title-only task (「請以「…」為題」) has few units of its own, but its class's topic judges
  const informative =
    task.units >= INFORMATIVE_UNITS[lang] || models.length > 0 || (zhClass && title.length > 0);
  const cut = zhClass ? ZH_CLASS_CUT.score : OFF_TOPIC_SCORE;
  return {
    score,
    rel,
    cut,
    // without classmates a long 題幹 is a poor judge: an essay that uses a word of the 題目 stays on topic
    offTopic:
      informative &&
      essay.length >= MIN_ESSAY_UNITS[lang] &&
      score < cut &&
      (zhClass || !(lang === 'zh' && title.length > 0 && !untitled)),
  };
}
