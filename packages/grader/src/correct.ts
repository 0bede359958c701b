import { gradeOf, type Correction, type EssayLang, type Report } from '@essay/contracts';
import { findCorrections } from './mechanics/index.ts';
import { withoutLostLayout } from './mechanics/zh/layout-not-read.ts';
import type { GateResult } from './gates.ts';
import { decideEssay } from './decide.ts';
import { findDeductions } from './deductions.ts';
import { featurise, promptFor, promptText, type Featurised } from './features/row.ts';
import { contributions, holisticOutput, loadModel, scorerOutput } from './model/default-models.ts';
import type { ModelFile } from './model/model-file.ts';
import { cdfAt, continuousIndex, normalShares } from './model/levels.ts';
import {
  populationLevel,
  populationOutput,
  populationTerms,
  taskGenre,
  type Genre,
  type Population,
} from './model/population.ts';
import { floorOf, resolveRubric, type DimensionDef, type RubricDef } from './rubrics/presets.ts';
import { withoutRepeatedSentences } from './text/repeats.ts';
import { scoreDimensions } from './report/dimensions.ts';
import { agreeAmongThemselves, agreeWithLevel } from './report/agreement.ts';
import { paragraphComments } from './report/paragraphs.ts';
import { feedback } from './report/feedback.ts';
import { overallComment } from './report/overall.ts';
import { essayFacts, essayLength, type EssayFacts } from './report/facts.ts';
import { reportMarks } from './report/marks.ts';
import { SHORT_SENTENCE } from './report/feature-text.ts';
import { ENGINE_NAME, ENGINE_VERSION } from './version.ts';
import type {
  CorrectOptions,
  EssayInput,
  HomeworkInput,
  RubricInput,
  TeacherScored,
} from './correct-types.ts';

/**
 * Mechanics findings for the report. A failing checker must not cost the student the report, so
 * an error or a finding whose span does not hold its original text is dropped, but never
 * silently: each is logged to stderr with what was swallowed.
 */
async function safeCorrections(text: string, lang: EssayLang): Promise<Correction[]> {
  let all: Correction[];
  try {
    all = await findCorrections(text, lang);
  } catch (error) {
    console.error(
      `grader: ${lang} mechanics failed on a ${text.length}-character essay; report without corrections`,
      error,
    );
    return [];
  }
  const holds = (c: Correction) =>
    c.span.start >= 0 &&
    c.span.end <= text.length &&
    text.slice(c.span.start, c.span.end) === c.original;
  const bad = all.filter((c) => !holds(c));
  if (bad.length) {
    const list = bad
      .map((c) => `${c.kind} ${c.span.start}-${c.span.end} "${c.original}"`)
      .join('; ');
    console.error(
      `grader: dropped ${bad.length} ${lang} correction(s) whose span does not hold the original text: ${list}`,
    );
  }
  return all.filter(holds);
}

/** Spelling findings touching a span the OCR doubted (and the teacher did not confirm) are marked. */
function markReadingErrors(
  corrections: Correction[],
  uncertain: readonly { start: number; end: number }[],
): Correction[] {
  if (uncertain.length === 0) return corrections;
  const doubtful = (c: Correction) =>
    (c.kind === 'spelling' || c.kind === 'typo') &&
    uncertain.some((u) => u.start < c.span.end && c.span.start < u.end);
  return corrections.map((c) => (doubtful(c) ? { ...c, ocrSuspect: true } : c));
}

/**
 * What length the task expects (characters for Chinese, words for English), against which a
 * report judges an essay's length: the rubric's writers' (cap-writing: 600 characters), 學測英文's
 * 120 words, else the training essays' mean.
 */
export function expectedLength(r: RubricDef, lang: EssayLang, m: ModelFile): number {
  if (r.population && lang === 'zh') return r.population.expectedChars;
  if (r.preset === 'gsat-english' && lang === 'en') return 120;
  const j = m.features.indexOf('len_log');
  const mean = j >= 0 ? (m.holistic.denseMean[j] ?? 0) : 0;
  return Math.max(10, Math.round(Math.expm1(mean) / 10) * 10);
}

/**
 * English report text is plain prose: a checker's Markdown code marks and full-width quotes around
 * words become plain quotes, a full-width colon a colon; a bare Chinese quotation mark that a
 * reason explains is itself quoted ("「」").
 */
export function plainEnglish(s: string): string {
  return s
    .replace(/`([^`]*)`/g, '"$1"')
    .replace(/`/g, '')
    .replace(
      /「([^「」]+)」|『([^『』]+)』/g,
      (_m, a: string | undefined, b: string | undefined) => `"${a ?? b}"`,
    )
    .replace(/[「」『』]+/g, (m) => `"${m}"`)
    .replace(/：\s*/g, ': ');
}

const withPlainEnglish = (cs: readonly Correction[]): Correction[] =>
  cs.map((c) =>
    c.reason.en === plainEnglish(c.reason.en)
      ? c
      : { ...c, reason: { ...c.reason, en: plainEnglish(c.reason.en) } },
  );

function gatedReport(
  r: RubricDef,
  lang: EssayLang,
  text: string,
  g: GateResult,
  corrections: Correction[],
): Report {
  const certain = g.gate === 'blank' || g.gate === 'title_only' || g.gate === 'too_short';
  return {
    schemaVersion: 1,
    lang,
    rubric: r.preset,
    level: 0,
    levelLabel: r.label(0),
    fullScore: r.fullScore,
    zeroGate: { gate: g.gate, reason: { ...g.reason, en: plainEnglish(g.reason.en) } },
    dimensions: r.dimensions.map((d) => ({
      key: d.key,
      name: d.name,
      grade: gradeOf(0, d.maxScore, r.gradeScale, true),
      score: 0,
      maxScore: d.maxScore,
      evidence: [],
      comment: g.reason,
    })),
    deductions: [],
    corrections: withPlainEnglish(corrections),
    paragraphComments: [],
    strengths: [],
    nextSteps: [{ text: g.reason, span: null, feature: `gate:${g.gate}` }],
    overallComment: g.reason,
    wordCount: essayLength(text, lang),
    engine: { name: ENGINE_NAME, version: ENGINE_VERSION },
    confidence: certain ? 0.95 : 0.7,
  };
}

/**
 * Expected level shares of the holistic scale: the training data's own when the rubric has as
 * many levels (a custom rubric on the data's scale), else the rubric's, else a normal curve.
 */
export function holisticShares(r: RubricDef, m: ModelFile): readonly number[] {
  const n = r.fullScore - floorOf(r) + 1;
  if (m.scale && m.scale.shares.length === n) return m.scale.shares;
  return r.shares && r.shares.length === n ? r.shares : normalShares(n);
}

function dimensionShares(r: RubricDef, d: DimensionDef): readonly number[] {
  const n = d.maxScore - Math.min(floorOf(r), d.maxScore) + 1;
  return r.shares && r.shares.length === n ? r.shares : normalShares(n);
}

/** Level index for a percentile p (0..1) under level shares. */
export function indexAtPercentile(shares: readonly number[], p: number): number {
  const total = shares.reduce((a, b) => a + b, 0) || 1;
  let cum = 0;
  for (let l = 0; l < shares.length - 1; l++) {
    cum += shares[l]! / total;
    if (p < cum) return l;
  }
  return shares.length - 1;
}

/**
 * A teacher's scores re-fit the mapping: level ≈ the scored set's default mean moved towards the
 * teacher's mean, plus b × (the default continuous level − that mean), b from the ratio of the
 * teacher's spread to the default levels' spread. The location is shrunk by a prior worth one
 * essay (a few scored essays already say where a class's levels lie), the slope by a prior worth
 * four (a spread needs more essays to estimate).
 */
export function teacherFit(
  defaultLevels: readonly number[],
  teacher: readonly number[],
  priors: { location: number; slope: number } = { location: 1, slope: 4 },
): (c: number) => number {
  const k = teacher.length;
  const mean = (xs: readonly number[]): number =>
    xs.reduce((a, b) => a + b, 0) / Math.max(xs.length, 1);
  const sdv = (xs: readonly number[]): number => {
    const m = mean(xs);
    return Math.sqrt(xs.reduce((a, b) => a + (b - m) ** 2, 0) / Math.max(xs.length - 1, 1));
  };
  if (k === 0) return (c) => c;
  const wLocation = k / (k + priors.location);
  const wSlope = k / (k + priors.slope);
  const sc = sdv(defaultLevels);
  const bHat = k >= 2 && sc > 1e-6 ? sdv(teacher) / sc : 1;
  const b = wSlope * bHat + (1 - wSlope);
  const centre = mean(defaultLevels);
  const moved = centre + wLocation * (mean(teacher) - centre);
  return (c) => moved + b * (c - centre);
}

// a class's essays share the teacher's scored set: their default levels are computed once per set
const calibrations = new Map<string, number[]>();

async function teacherDefaults(
  scored: readonly TeacherScored[],
  lang: EssayLang,
  promptStr: string,
  model: ModelFile,
  shares: readonly number[],
  floor: number,
  continuous: (row: Featurised['row']) => number,
  scale: string,
): Promise<number[]> {
  const key = JSON.stringify([
    lang,
    model.name,
    promptStr,
    shares,
    floor,
    scale,
    scored.map((t) => [t.text, t.corrections ?? null]),
  ]);
  const hit = calibrations.get(key);
  if (hit) return hit;
  const out: number[] = [];
  for (const t of scored) {
    const corrections = t.corrections ? [...t.corrections] : await safeCorrections(t.text, lang);
    const f = featurise(t.text, lang, promptStr, corrections, model.holistic.hashBits);
    out.push(continuous(f.row));
  }
  if (calibrations.size > 50) calibrations.clear();
  calibrations.set(key, out);
  return out;
}

/** English errors per 100 words under which a dimension may be at full marks (issue 42 §6). */
export const FULL_MARKS_ERRORS_PER_100 = 1;

/**
 * A dimension's score held to its measured evidence (issue 42 §6, §8; decision 0077), before the
 * level/dimension agreement. English: full marks in grammar only at FULL_MARKS_ERRORS_PER_100 or
 * fewer grammar and punctuation findings per 100 words, in vocabulary and spelling only at as few
 * spelling findings, in content and organisation only when the conclusion keeps the opening's
 * side. Chinese: each 一逗到底 costs the fourth dimension a point (two at most), and 一逗到底 or
 * spoken register costs the third one.
 */
function evidenceCap(
  d: DimensionDef,
  score: number,
  lo: number,
  f: EssayFacts,
  findings: readonly Correction[],
  words: number,
): number {
  const top = d.maxScore;
  if (f.lang === 'zh') {
    if (d.aspect === 'mechanics') return Math.max(lo, score - Math.min(2, f.runOns));
    if (d.aspect === 'language' && (f.runOns > 0 || f.spoken > 0)) return Math.max(lo, score - 1);
    return score;
  }
  if (score < top) return score;
  const per100 = (n: number): number => (100 * n) / Math.max(words, 1);
  const single = findings.filter((c) => (c.places?.length ?? 0) <= 1);
  const spelling = single.filter((c) => c.kind === 'spelling' || c.kind === 'typo').length;
  const grammar = single.length - spelling;
  const supported =
    d.aspect === 'language'
      ? per100(grammar) <= FULL_MARKS_ERRORS_PER_100
      : d.aspect === 'mechanics'
        ? per100(spelling) <= FULL_MARKS_ERRORS_PER_100
        : !f.reversed;
  return supported ? score : Math.max(lo, top - 1);
}

/**
 * Scores one essay against a rubric and returns the full correction report.
 * Pure: no network, database or environment access; models ship as JSON in the package.
 */
export async function correct(
  essay: EssayInput,
  homework: HomeworkInput,
  rubricIn: RubricInput,
  options: CorrectOptions = {},
): Promise<Report> {
  const rubric = resolveRubric(rubricIn);
  const text = essay.text.replace(/\r\n?/g, '\n');
  const { lang, relevance, gate, offTopic } = decideEssay(
    { text, title: essay.title },
    homework,
    options,
  );
  const found = withoutLostLayout(
    options.corrections ? [...options.corrections] : await safeCorrections(text, lang),
    options.layoutFromImage,
  );
  const all = markReadingErrors(found, options.uncertain ?? []);
  // a possible reading error is reported but never counted against the student
  const corrections = all.filter((c) => !c.ocrSuspect);
  if (gate) return gatedReport(rubric, lang, text, gate, all);
  // what the report shows and counts (report/marks.ts); the scoring reads the checker's findings
  const marksAll = reportMarks(text, lang, all);
  const marks = marksAll.filter((c) => !c.ocrSuspect);

  const model = loadModel(lang, options.modelDir);
  const promptStr = promptText(`${homework.name}\n${homework.instructions}`, essay.title);
  const f = featurise(text, lang, promptStr, corrections, model.holistic.hashBits);
  // sentences pasted again do not make a longer, better essay: scored without them when lower
  const once = withoutRepeatedSentences(text, lang);
  const g = once ? featurise(once, lang, promptStr, corrections, model.holistic.hashBits) : null;
  const floor = floorOf(rubric);
  // the rubric's writers (cap-writing: 國中) when they are not the training population: Chinese
  // essays are read against the task's expected length and genre, on that population's scale
  const pop: Population | null =
    rubric.population && lang === 'zh' && model.holistic.hashBits === 0 ? rubric.population : null;
  const genre: Genre = taskGenre(`${homework.name}\n${homework.instructions}`);
  const holisticOf = (r: Featurised['row']): number =>
    pop
      ? populationOutput(model.holistic, model.features, r, pop, genre)
      : holisticOutput(model, r);
  const qf = holisticOf(f.row);
  const qg = g ? holisticOf(g.row) : qf;
  const { row, named } = g && qg < qf ? g : f;
  const qh = Math.min(qf, qg);
  // the holistic quality as a share of the scale (0..1), for the mechanics halo below
  const holisticShare = pop
    ? (populationLevel(qh, floor, rubric.fullScore) - floor) / Math.max(1, rubric.fullScore - floor)
    : cdfAt(model.holistic.oofQuantiles, qh);

  const scoreOf = (d: DimensionDef): number => {
    const lo = Math.min(floor, d.maxScore);
    const m = model.aspects[d.aspect];
    if (!m && d.aspect === 'mechanics') {
      // no trained model (Chinese mechanics): error rate per 100 characters, capped by the halo of the holistic percentile
      // a habit found once for the whole essay (no indents, “” quotes: a finding with its places
      // listed) is shown, but is not a slip of the pen and does not lower the dimension
      const habits = corrections.filter((c) => (c.places?.length ?? 0) > 1).length;
      const rate = Math.max(0, named.err_total - (100 * habits) / Math.max(f.doc.wordCount, 20));
      const q = Math.min(Math.max(0, 1 - rate / 5), holisticShare + 1 / 3);
      return Math.max(lo, Math.min(d.maxScore, Math.round(q * d.maxScore)));
    }
    if (pop) {
      const qa = m ? populationOutput(m, model.features, row, pop, genre) : qh;
      let v = populationLevel(qa, lo, d.maxScore);
      // topic: content falls in proportion to how far the essay is from the task
      if (d.aspect === 'content') v = lo + (v - lo) * relevance.rel;
      return Math.round(v);
    }
    let p = m
      ? cdfAt(m.oofQuantiles, scorerOutput(m, row))
      : cdfAt(model.holistic.oofQuantiles, qh);
    // topic: content falls in proportion to how far the essay is from the task
    if (d.aspect === 'content') p *= relevance.rel;
    return lo + indexAtPercentile(dimensionShares(rubric, d), p);
  };
  const shares = holisticShares(rubric, model);
  const continuous = (q: number): number =>
    pop
      ? populationLevel(q, floor, rubric.fullScore)
      : floor + continuousIndex(model.holistic.oofQuantiles, shares, q);
  let level = pop
    ? Math.round(continuous(qh))
    : floor + indexAtPercentile(shares, cdfAt(model.holistic.oofQuantiles, qh));
  const scored = (options.teacherScored ?? []).filter((t) => t.text.trim());
  if (scored.length > 0) {
    const defaults = await teacherDefaults(
      scored,
      lang,
      promptStr,
      model,
      shares,
      floor,
      (r) => continuous(holisticOf(r)),
      pop ? `population:${pop.expectedChars}:${genre}` : 'training',
    );
    const map = teacherFit(
      defaults,
      scored.map((t) => t.level),
    );
    level = Math.round(map(continuous(qh)));
  }
  level = Math.max(floor, Math.min(rubric.fullScore, level));
  const deductions = findDeductions(text, lang, rubric.deductions);
  const deducted = deductions.reduce((s, d) => s + d.points, 0);
  // level 0 belongs to a zero gate with its reason: a scored essay is at least 1 (issue 42 §3);
  // a teacher's rubric on a 0..K scale keeps 0 as its lowest scored level (floorOf)
  const lowest = rubric.preset === 'custom' ? floor : Math.max(1, floor);
  const scoredLevel = (l: number): number => Math.max(lowest, l + deducted);
  level = scoredLevel(level);

  const prompt = promptFor(promptStr, lang);
  // the report quotes only what the student wrote for sure: the spans doubted stay out (issue 43 §5)
  const doc = { ...f.doc, doubtful: options.uncertain ?? [] };
  const facts = essayFacts(
    doc,
    marks,
    expectedLength(rubric, lang, model),
    prompt,
    SHORT_SENTENCE[lang],
  );
  // one judgement (issue 42 §3): the dimensions agree with the level by the rule of report/agreement.ts
  const raw = rubric.dimensions.map((d) =>
    evidenceCap(d, scoreOf(d), Math.min(floor, d.maxScore), facts, corrections, f.doc.wordCount),
  );
  // the level is the dimensions' sum (學測英文) unless a teacher's scores re-fitted it
  const sumOfDimensions = rubric.holistic === 'sum' && scored.length === 0;
  const held = sumOfDimensions
    ? agreeAmongThemselves(raw, raw)
    : raw.map((v, i) =>
        agreeWithLevel(v, level, { floor, full: rubric.fullScore }, rubric.dimensions[i]!),
      );
  const agreed = (d: DimensionDef): number => held[rubric.dimensions.indexOf(d)]!;
  const dimensions = scoreDimensions({
    dims: rubric.dimensions,
    gradeScale: rubric.gradeScale,
    scoreOf: agreed,
    doc,
    named,
    prompt,
    corrections: marks,
    facts,
    offTask: relevance.rel < 0.3,
    custom: rubric.preset === 'custom',
  });

  if (sumOfDimensions)
    level = scoredLevel(
      Math.min(
        rubric.fullScore,
        dimensions.reduce((s, d) => s + d.score, 0),
      ),
    );

  const contribs = pop
    ? populationTerms(model.holistic, model.features, row, pop, genre)
    : contributions(model, row);
  const aspects = new Map(rubric.dimensions.map((d) => [d.key, d.aspect as string]));
  const { strengths, nextSteps } = feedback(doc, facts, contribs, dimensions, aspects);
  const outlier =
    contribs.reduce((s, c) => s + Math.min(Math.abs(c.z), 6), 0) / Math.max(contribs.length, 1);
  const confidence = Math.max(
    0.05,
    Math.min(
      0.95,
      1 -
        2 * model.residual -
        0.1 * Math.max(0, outlier - 1) -
        // read across populations (no training essay of this genre): less sure
        (pop && genre !== 'argumentative' ? 0.12 : 0) +
        Math.min(0.15, 0.015 * scored.length),
    ),
  );
  return {
    schemaVersion: 1,
    lang,
    rubric: rubric.preset,
    level,
    levelLabel: rubric.label(level),
    fullScore: rubric.fullScore,
    zeroGate: null,
    offTopicSuspect: offTopic,
    dimensions,
    deductions,
    corrections: withPlainEnglish(marksAll),
    paragraphComments: paragraphComments(doc, marks),
    strengths,
    nextSteps,
    overallComment: overallComment(
      rubric,
      level,
      dimensions,
      deductions,
      facts.opening,
      facts.fine[0] ?? null,
    ),
    wordCount: facts.length,
    engine: { name: ENGINE_NAME, version: `${ENGINE_VERSION}+${model.name}` },
    confidence,
  };
}
