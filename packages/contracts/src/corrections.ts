import { z } from 'zod';
import { safeText } from './safe-text.ts';
import { CorrectionKindSchema, SpanSchema, type Correction, type Report } from './report.ts';

/**
 * The teacher's decision on one inline correction of a report (issue 11 §7): `accept`, `reject`,
 * `edit` (another suggestion) an engine correction (`index` into the report's corrections), or
 * `add` their own (`index` null).
 */
export const CorrectionDecisionSchema = z.object({
  id: z.number().int(),
  index: z.number().int().min(0).nullable(),
  decision: z.enum(['accept', 'reject', 'edit', 'add']),
  span: SpanSchema,
  original: z.string(),
  suggestion: z.string(),
  kind: CorrectionKindSchema,
});
export type CorrectionDecision = z.infer<typeof CorrectionDecisionSchema>;

/** PUT /api/teacher/articles/{id}/corrections/{index}. */
export const DecideCorrectionSchema = z
  .object({
    decision: z.enum(['accept', 'reject', 'edit']),
    suggestion: safeText(200).optional(),
  })
  .refine((input) => input.decision !== 'edit' || (input.suggestion ?? '').trim() !== '', {
    message: 'An edited correction needs the new suggestion',
    path: ['suggestion'],
  });
export type DecideCorrection = z.infer<typeof DecideCorrectionSchema>;

/** POST /api/teacher/articles/{id}/corrections: the teacher's own correction of a passage of the essay. */
export const AddCorrectionSchema = z.object({
  /** The passage as it stands in the essay; its first place not already corrected, or the one at `start`. */
  original: safeText(200).refine((value) => value.trim() !== '', 'The passage to correct is empty'),
  suggestion: safeText(200),
  kind: CorrectionKindSchema,
  start: z.number().int().min(0).max(1_000_000).optional(),
});
export type AddCorrection = z.infer<typeof AddCorrectionSchema>;

/** A correction as the report shows it after the teacher's decisions. */
export interface DecidedCorrection {
  correction: Correction;
  /** Index into the engine's corrections; null for the teacher's own. */
  index: number | null;
  state: 'engine' | 'accepted' | 'edited' | 'added';
  /** An engine spelling finding on a character the OCR doubted and the teacher has not accepted. */
  readingError: boolean;
}

/**
 * The corrections in force: the engine's ones the teacher did not reject (with the teacher's
 * suggestion where edited), then the teacher's own, in text order. The report, the PDF, the class
 * summary and the calibration data all read corrections through here.
 */
export function correctionsInForce(
  report: Pick<Report, 'corrections'>,
  decisions: readonly CorrectionDecision[] = [],
): DecidedCorrection[] {
  const byIndex = new Map(decisions.filter((d) => d.index !== null).map((d) => [d.index!, d]));
  const out: DecidedCorrection[] = [];
  report.corrections.forEach((correction, index) => {
    const decision = byIndex.get(index);
    if (decision?.decision === 'reject') return;
    if (decision?.decision === 'edit') {
      out.push({
        correction: { ...correction, suggestion: decision.suggestion, ocrSuspect: false },
        index,
        state: 'edited',
        readingError: false,
      });
    } else if (decision?.decision === 'accept') {
      out.push({
        correction: { ...correction, ocrSuspect: false },
        index,
        state: 'accepted',
        readingError: false,
      });
    } else {
      out.push({
        correction,
        index,
        state: 'engine',
        readingError: correction.ocrSuspect === true,
      });
    }
  });
  for (const d of decisions) {
    if (d.decision !== 'add') continue;
    out.push({
      correction: {
        span: d.span,
        original: d.original,
        suggestion: d.suggestion,
        kind: d.kind,
        reason: { 'zh-tw': '教師修改', en: "Teacher's correction" },
      },
      index: null,
      state: 'added',
      readingError: false,
    });
  }
  return out.sort((a, b) => a.correction.span.start - b.correction.span.start);
}

/** PATCH /api/teacher/articles/{id}/images/{imageId}/confirm: a doubtful OCR word is right, or is `replacement`. */
export const ConfirmTranscriptSchema = z
  .object({
    start: z.number().int().min(0).max(1_000_000),
    end: z.number().int().min(0).max(1_000_000),
    replacement: safeText(50).optional(),
  })
  .refine((input) => input.end > input.start, { message: 'The span is empty', path: ['end'] });
export type ConfirmTranscript = z.infer<typeof ConfirmTranscriptSchema>;
