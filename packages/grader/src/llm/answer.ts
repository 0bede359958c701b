import { z } from 'zod';
import {
  BilingualTextSchema,
  CorrectionKindSchema,
  gradeOf,
  type Correction,
  type GroundedComment,
  type Report,
  type Span,
} from '@essay/contracts';
import { floorOf, type RubricDef } from '../rubrics/presets.ts';
import { splitParagraphs } from '../text/segment.ts';

/**
 * What the model is asked to write: the Report's reader-facing fields, with quotes of the essay
 * where the Report has spans (a model cannot count characters; the quotes are located here).
 */
const Quote = z.string().min(1).max(400);
export const ModelAnswerSchema = z.object({
  level: z.number(),
  dimensions: z.array(
    z.object({
      key: z.string(),
      score: z.number(),
      comment: BilingualTextSchema,
      evidence: z.array(Quote).max(6),
    }),
  ),
  corrections: z
    .array(
      z.object({
        original: Quote,
        suggestion: z.string().max(400),
        kind: CorrectionKindSchema,
        reason: BilingualTextSchema,
      }),
    )
    .max(60),
  paragraphComments: z
    .array(z.object({ paragraph: z.number().int().min(1), comment: BilingualTextSchema }))
    .max(40),
  strengths: z.array(z.object({ text: BilingualTextSchema, quote: Quote.nullable() })).max(8),
  nextSteps: z.array(z.object({ text: BilingualTextSchema, quote: Quote.nullable() })).max(8),
  overallComment: BilingualTextSchema,
});
export type ModelAnswer = z.infer<typeof ModelAnswerSchema>;

/** The answer's JSON schema, for servers that constrain their output to one. */
export const MODEL_ANSWER_JSON_SCHEMA = z.toJSONSchema(ModelAnswerSchema);

/** Mechanics findings the built-in engine checks against its dictionaries and rules; a model's are not checked the same way. */
const MECHANICS_KINDS = new Set<Correction['kind']>(['spelling', 'typo', 'punctuation', 'format']);

const STRIP = /^[\s「」『』“”"'‘’]+|[\s「」『』“”"'‘’]+$/g;

/**
 * Where a quote really is in the essay: the exact text (within `within` first), else the quote
 * without surrounding quotation marks and spaces; null when it is not in the essay (invented).
 */
export function locateQuote(essay: string, quote: string, within?: Span): Span | null {
  for (const candidate of [quote, quote.replace(STRIP, '')]) {
    if (!candidate) continue;
    const from = within ? essay.indexOf(candidate, within.start) : -1;
    const at =
      from >= 0 && from + candidate.length <= within!.end ? from : essay.indexOf(candidate);
    if (at >= 0) return { start: at, end: at + candidate.length };
  }
  return null;
}

const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end;

export interface Grounding {
  /** Quotes of the answer that are not in the essay and were dropped. */
  dropped: number;
}

/**
 * The model's answer on top of the built-in report: every quote located in the essay or dropped,
 * scores clamped to the rubric, the built-in engine's gate, deductions, word count and mechanics
 * corrections kept (a model's mechanics findings are dropped: they are not checked the same way);
 * a model correction on a span the OCR doubted (`uncertain`) is marked `ocrSuspect`, as the built-in ones are.
 */
export function mergeAnswer(
  answer: ModelAnswer,
  builtin: Report,
  rubric: RubricDef,
  essay: string,
  uncertain: readonly Span[] = [],
): { report: Omit<Report, 'engine'>; grounding: Grounding } {
  let dropped = 0;
  const locate = (quote: string, within?: Span): Span | null => {
    const span = locateQuote(essay, quote, within);
    if (!span) dropped += 1;
    return span;
  };
  const dimensions = builtin.dimensions.map((d) => {
    const said = answer.dimensions.find((a) => a.key === d.key);
    if (!said) return d;
    const score = Math.max(0, Math.min(d.maxScore, Math.round(said.score)));
    const evidence = said.evidence.flatMap((quote) => {
      const span = locate(quote);
      return span ? [{ quote: essay.slice(span.start, span.end), span }] : [];
    });
    return {
      ...d,
      score,
      grade: gradeOf(score, d.maxScore, rubric.gradeScale),
      comment: said.comment,
      evidence,
    };
  });

  const corrections: Correction[] = [...builtin.corrections];
  for (const c of answer.corrections) {
    if (MECHANICS_KINDS.has(c.kind) || c.suggestion === c.original) continue;
    const span = locate(c.original);
    if (!span || corrections.some((k) => overlaps(k.span, span))) continue;
    // On words the OCR doubted it may be the reading that is wrong: marked as the built-in engine marks them.
    const suspect = uncertain.some((u) => overlaps(u, span));
    corrections.push({
      span,
      original: c.original,
      suggestion: c.suggestion,
      kind: c.kind,
      reason: c.reason,
      ...(suspect ? { ocrSuspect: true } : {}),
    });
  }
  corrections.sort((a, b) => a.span.start - b.span.start);

  const paragraphs = splitParagraphs(essay);
  const paragraphComments = answer.paragraphComments
    .filter((p) => p.paragraph <= paragraphs.length)
    .map((p) => ({
      paragraph: p.paragraph - 1,
      span: paragraphs[p.paragraph - 1]!.span,
      comment: p.comment,
    }));

  const grounded = (items: ModelAnswer['strengths'], feature: string): GroundedComment[] =>
    items.flatMap((item): GroundedComment[] => {
      if (item.quote === null) return [{ text: item.text, span: null, feature }];
      const span = locate(item.quote);
      // a comment built on a quote the essay does not have is dropped with it (precision first)
      return span ? [{ text: item.text, span, feature }] : [];
    });

  const deductionPoints = builtin.deductions.reduce((s, d) => s + d.points, 0);
  const raw =
    rubric.holistic === 'sum'
      ? dimensions.reduce((s, d) => s + d.score, 0)
      : Math.round(answer.level);
  // level 0 is a zero gate's, with its reason (the built-in engine's gates come first): never the model's
  const level = Math.max(
    rubric.preset === 'custom' ? floorOf(rubric) : Math.max(1, floorOf(rubric)),
    Math.max(floorOf(rubric), Math.min(rubric.fullScore, raw)) + deductionPoints,
  );
  return {
    report: {
      ...builtin,
      level,
      levelLabel: rubric.label(level),
      dimensions,
      corrections,
      paragraphComments:
        paragraphComments.length > 0 ? paragraphComments : builtin.paragraphComments,
      strengths: grounded(answer.strengths, 'model'),
      nextSteps: grounded(answer.nextSteps, 'model'),
      overallComment: answer.overallComment,
    },
    grounding: { dropped },
  };
}
