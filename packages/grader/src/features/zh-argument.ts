import type { Doc } from '../text/analyse.ts';
import { mean } from './stats.ts';

/** Names of the Chinese argument-shape features, in vector order (zeros for English). */
export const ZH_ARGUMENT_FEATURES = [
  'topic_sent_n',
  'topic_sent_short_n',
  'topic_sent_loose_n',
  'topic_sent_share',
  'body_first_len',
  'first_sent_len',
  'body_short_paras',
  'body_max_share',
  'intro_len',
  'concl_len',
  'concl_short',
  'para_count_mid',
  'semicolon_sents',
  'clause_parallel_n',
  'names_distinct',
  'narrative_rate',
] as const;
export type ZhArgumentName = (typeof ZH_ARGUMENT_FEATURES)[number];

const han = (s: string): string => s.replace(/[^\u3400-\u9fff]/g, '');
const END = /[。！？!?…]/;
const NARRATIVE = /那天|那年|记得|小时候|后来|妈妈|爸爸|奶奶|爷爷|老师说/g;
const NAME_TAGS = new Set(['nr', 'nrt', 'nrfg']);

/** Sentences (with at least three clauses) in which one character trigram recurs in three clauses: 排比. */
function clauseParallels(norm: string): number {
  let n = 0;
  for (const sentence of norm.split(/[。！？!?]/)) {
    const clauses = sentence
      .split(/[，；,;：]/)
      .map(han)
      .filter((c) => c.length >= 3);
    if (clauses.length < 3) continue;
    const seen = new Map<string, number>();
    for (const c of clauses) {
      const grams = new Set<string>();
      for (let i = 0; i + 3 <= c.length; i++) grams.add(c.slice(i, i + 3));
      for (const g of grams) seen.set(g, (seen.get(g) ?? 0) + 1);
    }
    if ([...seen.values()].some((v) => v >= 3)) n++;
  }
  return n;
}

/**
 * The shape of a Chinese argumentative essay (議論文): body paragraphs that open with a short
 * topic sentence (分論點), a short introduction and conclusion around them, a middling number of
 * paragraphs, 排比 clauses and semicolon series, named people as evidence, and narrative
 * (記敘) markers that suggest the essay tells a story instead of arguing.
 */
export function zhArgumentFeatures(doc: Doc): Record<ZhArgumentName, number> {
  const paras = doc.paragraphs.map((p) => doc.norm.slice(p.span.start, p.span.end));
  const lens = paras.map((p) => han(p).length);
  const total = Math.max(
    lens.reduce((a, b) => a + b, 0),
    1,
  );
  const bodyIdx = paras.length > 2 ? paras.slice(1, -1).map((_, i) => i + 1) : [];
  const firstLen = (p: string): number => han(p.split(END)[0] ?? '').length;
  const bodyFirst = bodyIdx.map((i) => firstLen(paras[i]!));
  const upTo = (limit: number): number => bodyFirst.filter((l) => l <= limit).length;
  const sentences = doc.norm.split(/[。！？!?]/).filter((s) => han(s).length > 0);
  const names = new Set(
    doc.words.filter((w, i) => w.length >= 2 && NAME_TAGS.has(doc.tags[i] ?? '')),
  );
  return {
    topic_sent_n: Math.min(upTo(25), 6),
    topic_sent_short_n: Math.min(upTo(15), 6),
    topic_sent_loose_n: Math.min(upTo(40), 6),
    topic_sent_share: bodyFirst.length ? upTo(25) / bodyFirst.length : 0,
    body_first_len: mean(bodyFirst),
    first_sent_len: mean(paras.map(firstLen)),
    body_short_paras: Math.min(bodyIdx.filter((i) => lens[i]! < 35).length, 5),
    body_max_share: bodyIdx.length ? Math.max(...bodyIdx.map((i) => lens[i]!)) / total : 0,
    intro_len: lens[0] ?? 0,
    concl_len: paras.length > 1 ? lens[lens.length - 1]! : 0,
    concl_short: paras.length > 1 && lens[lens.length - 1]! < 150 ? 1 : 0,
    para_count_mid: paras.length >= 6 && paras.length <= 10 ? 1 : 0,
    semicolon_sents:
      sentences.filter((s) => /[；;]/.test(s)).length / Math.max(sentences.length, 1),
    clause_parallel_n: Math.min(clauseParallels(doc.norm), 8),
    names_distinct: Math.min(names.size, 15),
    narrative_rate: (100 * (doc.norm.match(NARRATIVE)?.length ?? 0)) / Math.max(doc.norm.length, 1),
  };
}

/** Zeros for essays that are not Chinese (the English model sees constant columns). */
export function argumentFeatures(doc: Doc): Record<ZhArgumentName, number> {
  if (doc.lang === 'zh' && doc.paragraphs.length > 0) return zhArgumentFeatures(doc);
  return Object.fromEntries(ZH_ARGUMENT_FEATURES.map((k) => [k, 0])) as Record<
    ZhArgumentName,
    number
  >;
}
