import { z } from 'zod';

/**
 * What a correction would cost, asked before the teacher confirms (issue 12): the essays corrected
 * now, how many of them are free, the points, the balance, and (correct-all) the essays still being
 * read, corrected by the same rules as soon as their text is ready.
 */
export const GradingQuoteSchema = z.object({
  essays: z.number().int().min(0),
  /** Within the essays' free corrections: the same count the edit dialog's "free left" shows. */
  free: z.number().int().min(0),
  /** Blank, copied or off-topic essays: level 0, never charged (not "free corrections"). */
  uncharged: z.number().int().min(0),
  points: z.number().int().min(0),
  balance: z.number().int(),
  waiting: z.number().int().min(0),
  /** Essays left out until their OCR transcript is confirmed (issue 28); one essay asked for: 0 or 1. */
  unconfirmed: z.number().int().min(0),
});
export type GradingQuote = z.infer<typeof GradingQuoteSchema>;

/**
 * `?transcript=unconfirmed`: the teacher corrects one essay before confirming the words the OCR
 * doubted (issue 28); without it such an essay is refused (`transcript_unconfirmed`).
 */
export const GradeQuerySchema = z.object({ transcript: z.literal('unconfirmed').optional() });
export type GradeQuery = z.infer<typeof GradeQuerySchema>;
