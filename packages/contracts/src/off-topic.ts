import { z } from 'zod';

/**
 * PATCH /teacher/articles/{id}/off-topic (issue 42): the teacher's decision on a suspected
 * off-topic essay — `confirm` gives it 0 with the measured reason (the 會考 rule), `clear` keeps
 * its level and removes the flag from the report.
 */
export const OffTopicDecisionSchema = z.object({
  decision: z.enum(['confirm', 'clear'], 'The decision is confirm or clear'),
});
export type OffTopicDecision = z.infer<typeof OffTopicDecisionSchema>;
