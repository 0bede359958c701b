import { z } from 'zod';

/**
 * Re-levelling a homework from the teacher's levels (issue 31 item 2, decision 0042). Three is
 * the fewest teacher levels that can disagree with a shift/scale map: two points always fit a
 * line exactly, so with two the proposal could never be told apart from noise.
 */
export const RELEVEL_MIN_OVERRIDES = 3;

/**
 * Why there is a proposal or not: `ready` (it may still change nothing), `too_few` teacher
 * levels, `opposite` (the teacher's order runs against the engine's), `scattered` (the teacher's
 * levels sit more than one level from any map on average).
 */
export const RelevelOutcomeSchema = z.enum(['ready', 'too_few', 'opposite', 'scattered']);
export type RelevelOutcome = z.infer<typeof RelevelOutcomeSchema>;

/** A level with its display form ("5級分", "B+", "14/20"). */
export const RelevelLevelSchema = z.object({ level: z.number(), label: z.string() });

export const RelevelChangeSchema = z.object({
  article_id: z.number().int(),
  student_name: z.string(),
  title: z.string(),
  from: RelevelLevelSchema,
  to: RelevelLevelSchema,
});
export type RelevelChange = z.infer<typeof RelevelChangeSchema>;

/**
 * The preview: the map fitted on the teacher's levels (teacher ≈ engine × spread + shift about
 * their means; `shift` is the teacher's mean minus the engine's) and the levels it would change.
 */
export const RelevelPreviewSchema = z.object({
  outcome: RelevelOutcomeSchema,
  min_overrides: z.number().int(),
  /** Corrected essays with the teacher's level on the scale the proposal is for. */
  overrides: z.number().int(),
  /**
   * Corrected essays with the teacher's level that cannot guide the others (issue 41): levelled 0
   * by a rule of the engine (blank, copied prompt…), or on another scale (an `auto` homework's
   * other rubric, a custom rubric). With `overrides` they are every essay the teacher levelled.
   */
  set_aside: z.object({ zero_gate: z.number().int(), other_rubric: z.number().int() }),
  fit: z.object({ shift: z.number(), spread: z.number() }).nullable(),
  /** The rubric's range: no level is moved outside it. */
  range: z.object({ min: z.number(), max: z.number() }).nullable(),
  /** Corrected essays without a teacher's level whose level would stay. */
  unchanged: z.number().int(),
  changes: z.array(RelevelChangeSchema),
});
export type RelevelPreview = z.infer<typeof RelevelPreviewSchema>;

/** What the teacher saw and confirms; refused (409) when the proposal is no longer this. */
export const RelevelApplySchema = z.object({
  changes: z
    .array(
      z.object({
        article_id: z.number().int().positive(),
        from: z.number(),
        to: z.number(),
      }),
    )
    .min(1, 'No level to change')
    .max(1000),
});
export type RelevelApply = z.infer<typeof RelevelApplySchema>;

export const RelevelAppliedSchema = z.object({ changed: z.number().int() });
