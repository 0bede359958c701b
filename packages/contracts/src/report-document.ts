import { z } from 'zod';
import { ArticleSchema } from './homework.ts';
import { CorrectionDecisionSchema } from './corrections.ts';
import { ReportSchema, type Report, type ReviewReason } from './report.ts';

/** Below these lengths the level is less certain (characters for Chinese, words for English). */
export const SHORT_ESSAY = { zh: 250, en: 100 } as const;
/** Engine confidence under which an essay is far from anything the engine learned from. */
export const UNUSUAL_CONFIDENCE = 0.25;

/** The review flag of a report: empty when nothing needs a teacher's look. */
export function reviewReasons(report: Report, facts: { ocrUnconfirmed: boolean }): ReviewReason[] {
  const reasons: ReviewReason[] = [];
  if (report.zeroGate === null && report.wordCount < SHORT_ESSAY[report.lang])
    reasons.push('short');
  // suspected off-topic waits for the teacher; an off-topic 0 the teacher confirmed does not
  if (
    report.offTopicSuspect ||
    report.zeroGate?.gate === 'copied_prompt' ||
    (report.zeroGate?.gate === 'off_topic' && !report.zeroGate.byTeacher)
  )
    reasons.push('off_topic');
  if (facts.ocrUnconfirmed) reasons.push('ocr_unconfirmed');
  if (report.zeroGate === null && report.confidence < UNUSUAL_CONFIDENCE) reasons.push('unusual');
  return reasons;
}

/**
 * GET /api/articles/{id}/report.json: everything the report shows. The web page, the print view,
 * the server's HTML and the PDF are all drawn from this document through `buildReportView`.
 */
export const ReportDocumentSchema = z.object({
  /** `title`: the essay's own title (its first line), else the name it was given. */
  article: ArticleSchema.pick({
    id: true,
    homework_id: true,
    title: true,
    student_name: true,
    status: true,
    grading_count: true,
    graded_at: true,
    teacher_suggestion: true,
    teacher_override: true,
    review_reasons: true,
  }).extend({
    school_name: z.string(),
    /** The homework's name: a `homework_N` essay is shown by its student and homework (issue 29). */
    homework_name: z.string().optional(),
  }),
  /** The essay text the engine corrected; every span of the report points into it. */
  graded_text: z.string(),
  report: ReportSchema,
  /** Which correction this report is (1 = the first); earlier ones are in `history`. */
  grading_number: z.number().int().optional(),
  /** The teacher's decisions on this report's corrections, and their own corrections (issue 11 §7). */
  decisions: z.array(CorrectionDecisionSchema).optional(),
  /** Every report the essay had, newest first (issue 11 §6): `?grading=` opens an earlier one. */
  history: z
    .array(
      z.object({
        grading_number: z.number().int(),
        level_label: z.string(),
        graded_at: z.string(),
        current: z.boolean(),
      }),
    )
    .optional(),
});
export type ReportDocument = z.infer<typeof ReportDocumentSchema>;
