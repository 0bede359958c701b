/**
 * The writers a rubric serves, and how an essay is read against the model's training population.
 *
 * The Chinese model learnt quality from he2022: senior-high argumentative essays of about 840
 * characters written to an 800-character task. A 會考 (`cap-writing`) essay is written by a 國中
 * student to a task that expects about 600 characters, in any of four genres. Two things of the
 * training population must not become the scale (decision 0040):
 * - length: the essay's length is judged against its own task's expectation, so its length
 *   features are read as if the essay had the same length relative to the training task
 *   (log-length shifted by log(training length / expected length)); the type-token ratio, which
 *   in he2022 mostly measures length, is read at the training mean;
 * - genre: a narrative, descriptive or expository essay is not scored down for lacking an
 *   argument's shape — the argument-shape features (features/zh-argument.ts and the older
 *   stance / conclusion / example / paragraph-opening markers) may raise it, never lower it.
 * What the model learnt about quality (diversity of words, sentence variety, errors, paragraphing,
 * cohesion) is kept as it is.
 */
import { DENSE_FEATURES, type DenseName } from '../features/dense.ts';
import { ZH_ARGUMENT_FEATURES } from '../features/zh-argument.ts';
import type { Row } from './design.ts';
import { featureTerm, type RidgeModel } from './ridge.ts';

export type Genre = 'argumentative' | 'narrative';

/** Log-length features: shifted by log(training length / expected length). */
const LENGTH_LOGS: readonly DenseName[] = ['len_log', 'chars_log', 'sent_log', 'types_log'];
/** Features that in the training data mostly measure length: read at the training mean. */
const LENGTH_PROXIES: readonly DenseName[] = ['ttr', 'root_ttr'];
/** Features of an argument's shape: a non-argumentative essay is never marked down by them. */
export const ARGUMENT_SHAPE: readonly DenseName[] = [
  'thesis_first',
  'concl_last',
  'example_rate',
  'para_open_marker',
  // The paragraph-count and longest-body-paragraph features measure any genre's paragraphing.
  ...ZH_ARGUMENT_FEATURES.filter((name) => name !== 'body_max_share' && name !== 'para_count_mid'),
];

// 題目 / 題幹 that ask for a stance: 該不該, 是否, 贊成或反對, 你的看法 / 觀點 / 主張, 議論, 論述 …
const ARGUMENT_TASK =
  /該不該|应不应该|應不應該|是否|贊成|赞成|反對|反对|看法|觀點|观点|主張|主张|議論|议论|論述|论述|利弊|好處與壞處|優缺點|优缺点|你認為|你认为|同不同意|要不要/;

/**
 * The genre a Chinese task asks for: argumentative when the task asks for a stance, otherwise
 * narrative (記敘、抒情、說明 are read alike: none is expected to have an argument's shape).
 * Without a task the essay is read as the training population's genre (argumentative).
 */
export function taskGenre(task: string): Genre {
  if (!task.trim()) return 'argumentative';
  return ARGUMENT_TASK.test(task) ? 'argumentative' : 'narrative';
}

/** The population a rubric's levels describe. */
export interface Population {
  /** Characters (zh) a complete essay for this rubric's task is expected to have. */
  expectedChars: number;
}

/** 會考 寫作: 國中 essays of about 600 characters (the 會考 answer sheet's one page and a half). */
export const CAP_POPULATION: Population = { expectedChars: 600 };

/**
 * The essay's dense features as the training population would have them: log-lengths shifted by
 * log(training length / expected length), the length proxies at the training mean.
 */
export function populationRow(
  h: RidgeModel,
  features: readonly string[],
  row: Row,
  pop: Population,
): Row {
  const shift = h.denseMean[DENSE_FEATURES.indexOf('chars_log')]! - Math.log1p(pop.expectedChars);
  const dense = Float64Array.from(row.dense);
  for (let j = 0; j < features.length; j++) {
    const name = features[j] as DenseName;
    if (LENGTH_LOGS.includes(name)) dense[j] = dense[j]! + shift;
    if (LENGTH_PROXIES.includes(name)) dense[j] = h.denseMean[j] ?? dense[j]!;
  }
  return { dense, sparse: null };
}

/**
 * Each feature's part of a scorer's output for an essay of this population (standardised value
 * and term), the argument shape never below zero for other genres.
 */
export function populationTerms(
  h: RidgeModel,
  features: readonly string[],
  row: Row,
  pop: Population,
  genre: Genre,
): { name: string; z: number; contribution: number }[] {
  const r = populationRow(h, features, row, pop);
  return features.map((name, j) => {
    const sd = h.denseSd[j] ?? 1;
    const z = sd > 1e-5 ? ((r.dense[j] ?? 0) - (h.denseMean[j] ?? 0)) / sd : 0;
    let t = featureTerm(h, j, z);
    if (genre !== 'argumentative' && ARGUMENT_SHAPE.includes(name as DenseName)) t = Math.max(0, t);
    return { name, z, contribution: t };
  });
}

/**
 * A scorer's output (the holistic model or an aspect's) for an essay of this population: the
 * length features read relative to the task's expected length, the argument shape neutral for
 * other genres. Dense terms only (the Chinese model has no hashed n-grams since decision 0035).
 */
export function populationOutput(
  h: RidgeModel,
  features: readonly string[],
  row: Row,
  pop: Population,
  genre: Genre,
): number {
  return populationTerms(h, features, row, pop, genre).reduce(
    (s, t) => s + t.contribution,
    h.intercept,
  );
}

/**
 * From the model's quality (the training data's 0..1: he2022 Bad 0, Medium 0.5, Great 1) to a
 * continuous level on a rubric of this population: the training range covers the upper half of
 * the scale (a he2022 "Bad" essay is still a complete 800-character essay: between 3 and 4 of 6;
 * "Great" is the top), and the scale goes on down to its floor at q = −1, below anything in the
 * training data (short, undeveloped essays).
 */
export function populationLevel(q: number, floor: number, top: number): number {
  return floor + (top - floor) * Math.max(0, Math.min(1, (q + 1) / 2));
}
