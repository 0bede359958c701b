import { z } from 'zod';
import { CORRECTION_KIND_LABELS, RUBRIC_GRADE_LABELS, wordsOf } from './report-labels.ts';

/** The rubrics the correction engine brings (ARCHITECTURE.md §4). */
const BUILT_IN_RUBRICS = ['cap-writing', 'gsat-chinese', 'gsat-english', 'reading-report'] as const;
/** Rubric presets of the correction engine: the built-in ones, and the teacher's own. */
export const RubricPresetSchema = z.enum([...BUILT_IN_RUBRICS, 'custom']);
export type RubricPreset = z.infer<typeof RubricPresetSchema>;

export const EssayLangSchema = z.enum(['zh', 'en']);
export type EssayLang = z.infer<typeof EssayLangSchema>;

/** The spec's rubric grades (§9), written with their labels, and letter grades. */
export const RubricGradeSchema = z.enum(wordsOf(RUBRIC_GRADE_LABELS));
export const LetterGradeSchema = z.enum(['excellent', 'good', 'fair', 'poor', 'inferior']);
export const DimensionGradeSchema = z.union([RubricGradeSchema, LetterGradeSchema]);
export type DimensionGrade = z.infer<typeof DimensionGradeSchema>;

/** Text in both interface languages; reports are rendered in the caller's locale. */
export const BilingualTextSchema = z.object({ 'zh-tw': z.string(), en: z.string() });
export type BilingualText = z.infer<typeof BilingualTextSchema>;

/** A half-open character span [start, end) into the essay text the engine was given. */
export const SpanSchema = z.object({
  start: z.number().int().min(0),
  end: z.number().int().min(0),
});
export type Span = z.infer<typeof SpanSchema>;

export const EvidenceSchema = z.object({ quote: z.string(), span: SpanSchema });
export type Evidence = z.infer<typeof EvidenceSchema>;

/** Written with their labels (`CORRECTION_KIND_LABELS`). */
export const CorrectionKindSchema = z.enum(wordsOf(CORRECTION_KIND_LABELS));
export type CorrectionKind = z.infer<typeof CorrectionKindSchema>;

/** An inline correction: essay text at `span` equals `original`. */
export const CorrectionSchema = z.object({
  span: SpanSchema,
  original: z.string(),
  suggestion: z.string(),
  kind: CorrectionKindSchema,
  reason: BilingualTextSchema,
  /** Every place of a finding made once per essay (e.g. unindented paragraphs); `span` is the first. */
  places: z.array(SpanSchema).optional(),
  /**
   * A spelling finding on characters the OCR was unsure of and the teacher had not confirmed: maybe
   * a reading error, not the student's; shown as such and not scored (issue 11 §6).
   */
  ocrSuspect: z.boolean().optional(),
});
export type Correction = z.infer<typeof CorrectionSchema>;

export const DimensionResultSchema = z.object({
  key: z.string(),
  name: BilingualTextSchema,
  grade: DimensionGradeSchema,
  score: z.number(),
  maxScore: z.number(),
  evidence: z.array(EvidenceSchema),
  comment: BilingualTextSchema,
});
export type DimensionResult = z.infer<typeof DimensionResultSchema>;

export const DeductionSchema = z.object({
  rule: z.string(),
  points: z.number(),
  description: BilingualTextSchema,
  span: SpanSchema.nullable(),
});
export type Deduction = z.infer<typeof DeductionSchema>;

export const ParagraphCommentSchema = z.object({
  paragraph: z.number().int().min(0),
  span: SpanSchema,
  comment: BilingualTextSchema,
});
export type ParagraphComment = z.infer<typeof ParagraphCommentSchema>;

/** A comment grounded in a span of the essay or in a measured feature. */
export const GroundedCommentSchema = z.object({
  text: BilingualTextSchema,
  span: SpanSchema.nullable(),
  feature: z.string().nullable(),
});
export type GroundedComment = z.infer<typeof GroundedCommentSchema>;

export const ZeroGateSchema = z.enum([
  'blank',
  'too_short',
  'title_only',
  'copied_prompt',
  'poetry_form',
  'off_topic',
]);
export type ZeroGate = z.infer<typeof ZeroGateSchema>;

/**
 * A suspected off-topic essay (issue 42 §1): the engine measured little in common with the task,
 * but the essay keeps its level and dimensions; the teacher confirms (level 0) or clears it.
 * `shared`: the task's key words the essay uses, in the task's writing (none: it shares nothing);
 * `evidence`: what was measured, as a sentence.
 */
export const OffTopicSuspectSchema = z.object({
  shared: z.array(z.string()),
  score: z.number(),
  cut: z.number(),
  evidence: BilingualTextSchema,
});
export type OffTopicSuspect = z.infer<typeof OffTopicSuspectSchema>;

export const ReportSchema = z.object({
  schemaVersion: z.literal(1),
  lang: EssayLangSchema,
  rubric: RubricPresetSchema,
  /** Holistic level (級分 for cap-writing, band index for gsat-chinese, points otherwise). */
  level: z.number(),
  /** Display form of the level, e.g. "5級分", "A+", "17/20". */
  levelLabel: z.string(),
  fullScore: z.number(),
  /** `byTeacher`: the teacher confirmed a suspected off-topic essay (issue 42), not a rule of the engine. */
  zeroGate: z
    .object({
      gate: ZeroGateSchema,
      reason: BilingualTextSchema,
      byTeacher: z.boolean().optional(),
    })
    .nullable(),
  /** Suspected off-topic, waiting for the teacher's decision; absent once decided (or never suspected). */
  offTopicSuspect: OffTopicSuspectSchema.nullable().optional(),
  dimensions: z.array(DimensionResultSchema),
  deductions: z.array(DeductionSchema),
  corrections: z.array(CorrectionSchema),
  paragraphComments: z.array(ParagraphCommentSchema),
  strengths: z.array(GroundedCommentSchema),
  nextSteps: z.array(GroundedCommentSchema),
  overallComment: BilingualTextSchema,
  /** Characters (CJK, punctuation excluded) for Chinese, words for English. */
  wordCount: z.number().int().min(0),
  /**
   * `fallback`: an optional engine (issue 14: `llm`) could not give this report, so the built-in
   * engine's report is shown, and the report says so.
   */
  engine: z.object({
    name: z.string(),
    version: z.string(),
    fallback: z.object({ from: z.string(), reason: z.string() }).optional(),
  }),
  confidence: z.number().min(0).max(1),
  /**
   * The teacher had it corrected before confirming the words the OCR doubted (issue 28): the text
   * may hold reading errors, and the report says so. Set by the server, never by an engine.
   */
  transcriptUnconfirmed: z.boolean().optional(),
  /**
   * Spans of the corrected text read by machine from a photo or scan that the reader doubted and
   * 「確認其餘」 accepted without a person looking at them (issue 43 §5): never quoted as the
   * student's words nor in a model paragraph, and the report says the text was read by machine.
   * Set by the server.
   */
  transcriptUnreviewed: z.array(SpanSchema).optional(),
});
export type Report = z.infer<typeof ReportSchema>;

/** The four aspects a built-in dimension is measured on (the engine's feature groups). */
export const RubricAspectSchema = z.enum(['content', 'organisation', 'language', 'mechanics']);
export type RubricAspect = z.infer<typeof RubricAspectSchema>;

/** A teacher-defined rubric: dimensions with descriptors and points, and a full score. */
export const CustomRubricSchema = z.object({
  preset: z.literal('custom'),
  name: BilingualTextSchema,
  fullScore: z.number().positive(),
  /** 'rubric' = excellent…poor, 'letter' = excellent/good/fair/poor/inferior. */
  gradeScale: z.enum(['rubric', 'letter']).default('rubric'),
  dimensions: z
    .array(
      z.object({
        key: z.string().min(1),
        name: BilingualTextSchema,
        maxScore: z.number().positive(),
        aspect: RubricAspectSchema,
        /** Optional descriptor per grade, shown in the dimension comment. */
        descriptors: z.record(z.string(), z.string()).default({}),
      }),
    )
    .min(1),
});
export type CustomRubric = z.infer<typeof CustomRubricSchema>;

/** Why an essay needs a teacher's look before its level is trusted (issue 11 §3). */
export const ReviewReasonSchema = z.enum(['short', 'off_topic', 'ocr_unconfirmed', 'unusual']);
export type ReviewReason = z.infer<typeof ReviewReasonSchema>;
