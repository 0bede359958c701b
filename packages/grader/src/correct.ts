import type { Correction, EssayLang, Report, RubricAspect } from '@essay/contracts';
import { findCorrections } from './mechanics/index.ts';
import { checkGates, type GateResult } from './gates.ts';
import { findDeductions } from './deductions.ts';
import { featurise, promptFor, promptText } from './features/row.ts';
import { contributions, defaultModel, quality } from './model/default-models.ts';
import { calibrateMapping } from './model/cross-prompt.ts';
import { resolveRubric, type RubricDef } from './rubrics/presets.ts';
import { gradeOf } from './rubrics/grades.ts';
import { detectLang, countWords } from './text/lang.ts';
import { scoreDimensions } from './report/dimensions.ts';
import { paragraphComments } from './report/paragraphs.ts';
import { feedback } from './report/feedback.ts';
import { overallComment } from './report/overall.ts';
import { ENGINE_NAME, ENGINE_VERSION } from './version.ts';
import type { CorrectOptions, EssayInput, HomeworkInput, RubricInput, TeacherScored } from './correct-types.ts';

/** Lowest level of a scored (non-gated) essay: 1 on level scales, 0 on point scales. */
const floorOf = (r: RubricDef): number => (r.fullScore <= 6 ? 1 : 0);

/** Default mapping from quality 0..1 to the rubric's level (see models/README.md). */
function levelFromQuality(r: RubricDef, q: number): number {
  const f = floorOf(r);
  return Math.round(f + q * (r.fullScore - f));
}

async function safeCorrections(text: string, lang: EssayLang): Promise<Correction[]> {
  try {
    const all = await findCorrections(text, lang);
    // keep only corrections whose span really holds the original text
    return all.filter((c) => c.span.start >= 0 && c.span.end <= text.length && text.slice(c.span.start, c.span.end) === c.original);
  } catch {
    return [];
  }
}

function gatedReport(r: RubricDef, lang: EssayLang, text: string, g: GateResult, corrections: Correction[]): Report {
  const certain = g.gate === 'blank' || g.gate === 'title_only' || g.gate === 'too_short';
  return {
    schemaVersion: 1, lang, rubric: r.preset, level: 0, levelLabel: r.label(0), fullScore: r.fullScore,
    zeroGate: { gate: g.gate, reason: g.reason },
    dimensions: r.dimensions.map((d) => ({
      key: d.key, name: d.name, grade: gradeOf(0, d.maxScore, r.gradeScale, true), score: 0, maxScore: d.maxScore,
      evidence: [], comment: g.reason,
    })),
    deductions: [], corrections, paragraphComments: [], strengths: [],
    nextSteps: [{ text: g.reason, span: null, feature: `gate:${g.gate}` }],
    overallComment: g.reason,
    wordCount: countWords(text, lang), engine: { name: ENGINE_NAME, version: ENGINE_VERSION },
    confidence: certain ? 0.95 : 0.7,
  };
}

// a class's essays share the teacher's scored set: fit the mapping once per set
const calibrations = new Map<string, (q: number) => number>();

async function teacherMapping(scored: readonly TeacherScored[], lang: EssayLang, promptStr: string, rubric: RubricDef): Promise<(q: number) => number> {
  const key = JSON.stringify([lang, promptStr, rubric.preset, rubric.fullScore, scored.map((t) => [t.text, t.level])]);
  const hit = calibrations.get(key);
  if (hit) return hit;
  const model = defaultModel(lang);
  const qs: number[] = [];
  for (const t of scored) qs.push(quality(model.holistic, featurise(t.text, lang, promptStr, await safeCorrections(t.text, lang), 0).row));
  const map = calibrateMapping(qs, qs, scored.map((t) => t.level), { min: floorOf(rubric), max: rubric.fullScore, step: 1 });
  if (calibrations.size > 50) calibrations.clear();
  calibrations.set(key, map);
  return map;
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
  const lang = options.lang ?? detectLang(`${text}\n${homework.instructions}`);
  const corrections = await safeCorrections(text, lang);
  const gate = checkGates({ text, title: essay.title, homeworkName: homework.name, instructions: homework.instructions, lang, modelEssays: options.modelEssays });
  if (gate) return gatedReport(rubric, lang, text, gate, corrections);

  const model = defaultModel(lang);
  const promptStr = promptText(`${homework.name}\n${homework.instructions}`, essay.title);
  const f = featurise(text, lang, promptStr, corrections, 0);
  const q = quality(model.holistic, f.row);
  const aspectQ = (a: RubricAspect): number => {
    const m = model.aspects[a];
    if (m) return quality(m, f.row);
    // no trained model (Chinese mechanics): error rate per 100 characters, capped by the halo of q
    return Math.min(Math.max(0, 1 - f.named.err_total / 5), q + 1 / 3);
  };
  const aspectQuality = { content: aspectQ('content'), organisation: aspectQ('organisation'), language: aspectQ('language'), mechanics: aspectQ('mechanics') };
  const dimensions = scoreDimensions({ dims: rubric.dimensions, gradeScale: rubric.gradeScale, aspectQuality, doc: f.doc, named: f.named, prompt: promptFor(promptStr, lang), corrections, floor: floorOf(rubric) });

  let level = rubric.holistic === 'sum' ? dimensions.reduce((s, d) => s + d.score, 0) : levelFromQuality(rubric, q);
  const scored = (options.teacherScored ?? []).filter((t) => t.text.trim());
  if (scored.length > 0) {
    const map = await teacherMapping(scored, lang, promptStr, rubric);
    level = Math.round(map(q));
  }
  level = Math.max(floorOf(rubric), Math.min(rubric.fullScore, level));
  const deductions = findDeductions(text, lang, rubric.deductions);
  level = Math.max(0, level + deductions.reduce((s, d) => s + d.points, 0));

  const contribs = contributions(model, f.row);
  const { strengths, nextSteps } = feedback(f.doc, f.named, contribs, dimensions);
  const outlier = contribs.reduce((s, c) => s + Math.min(Math.abs(c.z), 6), 0) / Math.max(contribs.length, 1);
  const confidence = Math.max(0.05, Math.min(0.95, 1 - 2 * model.residual - 0.1 * Math.max(0, outlier - 1) + Math.min(0.15, 0.015 * scored.length)));
  return {
    schemaVersion: 1, lang, rubric: rubric.preset, level, levelLabel: rubric.label(level), fullScore: rubric.fullScore,
    zeroGate: null, dimensions, deductions, corrections, paragraphComments: paragraphComments(f.doc, corrections),
    strengths, nextSteps, overallComment: overallComment(rubric, level, dimensions, deductions),
    wordCount: f.doc.wordCount, engine: { name: ENGINE_NAME, version: `${ENGINE_VERSION}+${model.name}` }, confidence,
  };
}
