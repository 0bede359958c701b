import { z } from 'zod';

const RidgeSchema = z.object({
  denseMean: z.array(z.number()),
  denseSd: z.array(z.number()),
  wDense: z.array(z.number()),
  knots: z.array(z.array(z.number())).optional(),
  wKnots: z.array(z.array(z.number())).optional(),
  wHash: z.array(z.number()),
  intercept: z.number(),
  hashBits: z.number().int(),
});

/** A scorer: its ridge and the distribution of its out-of-fold outputs (101 quantiles) on the training essays. */
const ScorerSchema = RidgeSchema.extend({ oofQuantiles: z.array(z.number()).length(101) });

/** Regression trees fitted to the ridge's residuals (gradient boosting on the dense features). */
const TreeSchema = z.object({
  feature: z.array(z.number().int()),
  threshold: z.array(z.number()),
  value: z.array(z.number()),
});
export const BoostSchema = z.object({ rate: z.number(), trees: z.array(TreeSchema) });

/** What produced the file: `grader:train`'s configuration and the data, so a test can tell a stale file. */
export const TrainingConfigSchema = z.object({
  trainer: z.string(),
  hashBits: z.number().int(),
  lambdaGrid: z.array(z.number()),
  boost: z
    .object({
      trees: z.number().int(),
      depth: z.number().int(),
      rate: z.number(),
      minLeaf: z.number().int(),
    })
    .nullable(),
  folds: z.number().int(),
  /** Knots per dense feature for piecewise-linear ridge terms (at its training quantiles); none when absent. */
  knots: z.number().int().optional(),
});

/**
 * A shipped scoring model: a ridge on the dense features and hashed n-grams (plus boosted trees
 * for Chinese) predicting a 0..1 quality (the data set's score mapped through its range), for
 * the holistic judgement and per aspect, with the out-of-fold output distributions from which
 * the level cut points of every rubric are fitted (src/model/levels.ts).
 */
export const ModelFileSchema = z.object({
  name: z.string(),
  version: z.string(),
  lang: z.enum(['zh', 'en']),
  features: z.array(z.string()),
  holistic: ScorerSchema,
  boost: BoostSchema.nullable(),
  aspects: z.record(z.string(), ScorerSchema),
  /** The training data's score scale and the share of its essays at each level (null when scales were mixed). */
  scale: z
    .object({ min: z.number(), max: z.number(), step: z.number(), shares: z.array(z.number()) })
    .nullable(),
  /** Out-of-fold RMSE of the holistic model on its 0..1 scale (for the confidence). */
  residual: z.number(),
  /** Out-of-fold QWK/r on the training data, for the record. */
  validation: z.record(z.string(), z.number()),
  training: TrainingConfigSchema.extend({
    /** A few training essays and their dense features as computed at training time (stale-model check). */
    sample: z.array(z.object({ id: z.string(), dense: z.array(z.number()) })),
  }),
  provenance: z.object({
    data: z.array(
      z.object({ name: z.string(), path: z.string(), essays: z.number(), terms: z.string() }),
    ),
    scaleMapping: z.string(),
    trainedWith: z.string(),
  }),
});
export type ModelFile = z.infer<typeof ModelFileSchema>;
export type ScorerFile = z.infer<typeof ScorerSchema>;
export type BoostFile = z.infer<typeof BoostSchema>;
export type TrainingConfig = z.infer<typeof TrainingConfigSchema>;
