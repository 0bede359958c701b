import { z } from 'zod';

const RidgeSchema = z.object({
  denseMean: z.array(z.number()),
  denseSd: z.array(z.number()),
  wDense: z.array(z.number()),
  wHash: z.array(z.number()),
  intercept: z.number(),
  hashBits: z.number().int(),
});

/**
 * A shipped scoring model: ridge models on the dense features predicting a 0..1 quality
 * (the data set's score mapped through its range), for the holistic judgement and per aspect.
 */
export const ModelFileSchema = z.object({
  name: z.string(),
  version: z.string(),
  lang: z.enum(['zh', 'en']),
  features: z.array(z.string()),
  holistic: RidgeSchema,
  aspects: z.record(z.string(), RidgeSchema),
  /** Out-of-fold RMSE of the holistic model on its 0..1 scale (for the confidence). */
  residual: z.number(),
  /** Out-of-fold QWK/r on the training data, for the record. */
  validation: z.record(z.string(), z.number()),
  provenance: z.object({
    data: z.array(z.object({ name: z.string(), path: z.string(), essays: z.number(), terms: z.string() })),
    scaleMapping: z.string(),
    trainedWith: z.string(),
  }),
});
export type ModelFile = z.infer<typeof ModelFileSchema>;
