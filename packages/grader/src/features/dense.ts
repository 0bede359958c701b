import type { Correction } from '@essay/contracts';
import type { Doc } from '../text/analyse.ts';
import { EN_MARKERS, ZH_MARKERS, countMarkers } from '../text/markers.ts';
import { wordIdf } from '../text/jieba.ts';
import { cosine, mattr, mean, sd, termFreq } from './stats.ts';
import { isContentWord } from './stopwords.ts';
import { argumentFeatures, ZH_ARGUMENT_FEATURES } from './zh-argument.ts';

/** Names of the dense features, in vector order; model files record them to detect drift. */
export const DENSE_FEATURES = [
  'len_log',
  'chars_log',
  'sent_log',
  'para_count',
  'para_log',
  'sent_len_mean',
  'sent_len_sd',
  'sent_len_cv',
  'sent_len_max',
  'long_sent_ratio',
  'short_sent_ratio',
  'word_len_mean',
  'long_word_ratio',
  'ttr',
  'root_ttr',
  'types_log',
  'hapax_ratio',
  'mattr',
  'rare_ratio',
  'idf_mean',
  'idiom_ratio',
  'markers_per_sent',
  'markers_distinct',
  'comma_per_sent',
  'question_ratio',
  'exclaim_ratio',
  'quote_count',
  'para_len_cv',
  'first_para_share',
  'last_para_share',
  'dup_sent_ratio',
  'prompt_overlap',
  'prompt_cosine',
  'lower_start_ratio',
  'lower_i_rate',
  'anon_rate',
  'digit_rate',
  'foreign_rate',
  'halfwidth_punct_rate',
  'err_spelling',
  'err_grammar',
  'err_punct',
  'err_total',
  'prompt_density',
  'para_topic_ratio',
  'parallel_ratio',
  'name_ratio',
  'adj_ratio',
  'pron_ratio',
  'verb_ratio',
  'noun_ratio',
  'thesis_first',
  'concl_last',
  'example_rate',
  'para_open_marker',
  'sent_per_para',
  ...ZH_ARGUMENT_FEATURES,
] as const;
export type DenseName = (typeof DENSE_FEATURES)[number];

export interface PromptInfo {
  words: string[];
  tf: Map<string, number>;
}

export function promptInfo(doc: Doc | null): PromptInfo | null {
  if (!doc || doc.words.length === 0) return null;
  return { words: doc.words, tf: termFreq(doc.words, (w) => isContentWord(w, doc.lang)) };
}

function errorRates(corrections: readonly Correction[], words: number): Record<string, number> {
  const per100 = (n: number): number => (100 * n) / Math.max(words, 20);
  let sp = 0;
  let gr = 0;
  let pu = 0;
  for (const c of corrections) {
    if (c.kind === 'spelling' || c.kind === 'typo') sp++;
    else if (c.kind === 'punctuation' || c.kind === 'format') pu++;
    else gr++;
  }
  return {
    err_spelling: per100(sp),
    err_grammar: per100(gr),
    err_punct: per100(pu),
    err_total: per100(sp + gr + pu),
  };
}

function lexical(doc: Doc): Record<string, number> {
  const w = doc.words;
  const n = Math.max(w.length, 1);
  const counts = termFreq(w, () => true);
  let hapax = 0;
  for (const c of counts.values()) if (c === 1) hapax++;
  const zh = doc.lang === 'zh';
  const idf = zh ? wordIdf() : null;
  let rare = 0;
  let idfSum = 0;
  let idioms = 0;
  let long = 0;
  let lenSum = 0;
  for (const word of w) {
    lenSum += word.length;
    if (zh) {
      const v = idf!.get(word) ?? 12;
      idfSum += v;
      if (v > 10) rare++;
      if (word.length === 4) idioms++;
      if (word.length >= 3) long++;
    } else if (word.length >= 7) long++;
  }
  return {
    word_len_mean: lenSum / n,
    long_word_ratio: long / n,
    ttr: counts.size / n,
    root_ttr: counts.size / Math.sqrt(n),
    types_log: Math.log1p(counts.size),
    hapax_ratio: hapax / n,
    mattr: mattr(w),
    rare_ratio: rare / n,
    idf_mean: zh ? idfSum / n : 0,
    idiom_ratio: idioms / n,
  };
}

function structure(doc: Doc): Record<string, number> {
  const sl = doc.sentenceLengths;
  const ns = Math.max(sl.length, 1);
  const m = mean(sl);
  const longT = doc.lang === 'zh' ? 40 : 25;
  const shortT = doc.lang === 'zh' ? 8 : 6;
  const pl = doc.paragraphs.map((p) => p.text.length);
  const total = Math.max(
    pl.reduce((a, b) => a + b, 0),
    1,
  );
  const seen = new Set<string>();
  let dup = 0;
  for (const s of doc.sentences) {
    if (seen.has(s.text)) dup++;
    seen.add(s.text);
  }
  return {
    sent_log: Math.log1p(sl.length),
    para_count: Math.min(doc.paragraphs.length, 12),
    para_log: Math.log1p(doc.paragraphs.length),
    sent_len_mean: m,
    sent_len_sd: sd(sl),
    sent_len_cv: m > 0 ? sd(sl) / m : 0,
    sent_len_max: sl.length ? Math.max(...sl) : 0,
    long_sent_ratio: sl.filter((x) => x > longT).length / ns,
    short_sent_ratio: sl.filter((x) => x < shortT).length / ns,
    para_len_cv: pl.length > 1 ? sd(pl) / mean(pl) : 0,
    first_para_share: (pl[0] ?? 0) / total,
    last_para_share: pl.length > 1 ? (pl[pl.length - 1] ?? 0) / total : 0,
    dup_sent_ratio: dup / ns,
  };
}

function surface(doc: Doc): Record<string, number> {
  const t = doc.text;
  const zh = doc.lang === 'zh';
  const ns = Math.max(doc.sentences.length, 1);
  const chars = Math.max(t.length, 1);
  const mk = countMarkers(doc.norm, zh ? ZH_MARKERS : EN_MARKERS, !zh);
  const count = (re: RegExp): number => t.match(re)?.length ?? 0;
  const starts = doc.sentences.filter((s) => /^[a-z]/.test(s.text)).length;
  return {
    len_log: Math.log1p(doc.wordCount),
    chars_log: Math.log1p(t.length),
    markers_per_sent: mk.total / ns,
    markers_distinct: mk.distinct,
    comma_per_sent: count(zh ? /[，、,]/g : /,/g) / ns,
    question_ratio: count(/[?？]/g) / ns,
    exclaim_ratio: count(/[!！]/g) / ns,
    quote_count: Math.min(count(/[「『“"]/g), 20),
    lower_start_ratio: zh ? 0 : starts / ns,
    lower_i_rate: zh ? 0 : (100 * count(/\bi\b/g)) / Math.max(doc.wordCount, 1),
    anon_rate: (100 * count(/@[A-Z]+\d*/g)) / Math.max(doc.wordCount, 1),
    digit_rate: count(/[0-9０-９]/g) / chars,
    // eslint-disable-next-line no-control-regex -- \x00-\x7f is the ASCII range, on purpose
    foreign_rate: zh ? count(/[A-Za-z]/g) / chars : count(/[^\x00-\x7f‘’“”—–…]/g) / chars,
    halfwidth_punct_rate: zh ? count(/[,;:?!]/g) / chars : 0,
  };
}

function relevance(doc: Doc, prompt: PromptInfo | null): Record<string, number> {
  if (!prompt || prompt.tf.size === 0)
    return { prompt_overlap: 0, prompt_cosine: 0, prompt_density: 0, para_topic_ratio: 0 };
  const tf = termFreq(doc.words, (w) => isContentWord(w, doc.lang));
  let hit = 0;
  let occ = 0;
  for (const k of prompt.tf.keys()) {
    const c = tf.get(k);
    if (c) {
      hit++;
      occ += c;
    }
  }
  // how many paragraphs keep coming back to the prompt's words (topic consistency)
  const keys = [...prompt.tf.keys()].filter((k) => tf.has(k));
  const paras = doc.paragraphs.map((p) =>
    doc.lang === 'zh' ? doc.norm.slice(p.span.start, p.span.end) : p.text.toLowerCase(),
  );
  const topical = paras.filter((p) => keys.some((k) => p.includes(k))).length;
  return {
    prompt_overlap: hit / prompt.tf.size,
    prompt_cosine: cosine(tf, prompt.tf),
    prompt_density: (100 * occ) / Math.max(doc.words.length, 1),
    para_topic_ratio: topical / Math.max(paras.length, 1),
  };
}

/** Parallel sentences (排比 / anaphora): neighbouring sentences opening with the same words. */
function rhetoric(doc: Doc): Record<string, number> {
  const heads = doc.sentences.map((s) =>
    doc.lang === 'zh'
      ? s.text.slice(0, 2)
      : s.text.toLowerCase().split(/\s+/).slice(0, 2).join(' '),
  );
  let par = 0;
  for (let i = 1; i < heads.length; i++) if (heads[i] && heads[i] === heads[i - 1]) par++;
  const t = doc.tags;
  const n = Math.max(t.length, 1);
  const share = (f: (x: string) => boolean): number => t.filter(f).length / n;
  return {
    parallel_ratio: par / Math.max(heads.length, 1),
    name_ratio: share((x) => x === 'nr' || x === 'ns' || x === 'nz'),
    adj_ratio: share((x) => x.startsWith('a')),
    pron_ratio: share((x) => x === 'r'),
    verb_ratio: share((x) => x.startsWith('v')),
    noun_ratio: share((x) => x.startsWith('n')),
  };
}

const STANCE = /我认为|我觉得|我以为|我相信|应该|应当|必须|只有.{0,12}才|才能|的关键|之所以/g;
const CONCLUSION = /总之|综上|总而言之|由此可见|可见|因此|所以|让我们|归根结底|一言以蔽之/g;
const EXAMPLE = /例如|比如|譬如|正如|就像|如同|曾经说|说过|名言|古人云|有言|曾说/g;
const OPENER =
  /^[\s\u3000]*(首先|其次|再次|最后|第一|第二|第三|另外|此外|然而|但是|同时|其实|诚然|当然|反之|一方面|另一方面)/;

/**
 * Argument structure of a Chinese essay (zeros for English): a stance in the first paragraph,
 * a conclusion in the last, examples and quotations per paragraph, body paragraphs that open
 * with a discourse marker, sentences per paragraph.
 */
function discourse(doc: Doc): Record<string, number> {
  if (doc.lang !== 'zh' || doc.paragraphs.length === 0) {
    return {
      thesis_first: 0,
      concl_last: 0,
      example_rate: 0,
      para_open_marker: 0,
      sent_per_para: 0,
    };
  }
  const paras = doc.paragraphs.map((p) => doc.norm.slice(p.span.start, p.span.end));
  const hits = (text: string, re: RegExp): number => Math.min(text.match(re)?.length ?? 0, 3);
  const body = paras.slice(1);
  return {
    thesis_first: hits(paras[0]!, STANCE),
    concl_last: paras.length > 1 ? hits(paras[paras.length - 1]!, CONCLUSION) : 0,
    example_rate: (doc.norm.match(EXAMPLE)?.length ?? 0) / paras.length,
    para_open_marker: body.length ? body.filter((p) => OPENER.test(p)).length / body.length : 0,
    sent_per_para: doc.sentences.length / paras.length,
  };
}

/** The dense feature vector of one essay (order of DENSE_FEATURES) plus the named values. */
export function denseFeatures(
  doc: Doc,
  prompt: PromptInfo | null,
  corrections: readonly Correction[],
): { vector: Float64Array; named: Record<DenseName, number> } {
  const all: Record<string, number> = {
    ...surface(doc),
    ...structure(doc),
    ...lexical(doc),
    ...relevance(doc, prompt),
    ...rhetoric(doc),
    ...discourse(doc),
    ...argumentFeatures(doc),
    ...errorRates(corrections, doc.wordCount),
  };
  const vector = new Float64Array(DENSE_FEATURES.length);
  DENSE_FEATURES.forEach((name, i) => {
    const v = all[name];
    vector[i] = v !== undefined && Number.isFinite(v) ? v : 0;
  });
  return { vector, named: all as Record<DenseName, number> };
}
