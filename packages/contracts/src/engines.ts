import { z } from 'zod';

/** The engines' settings as an admin sees them (issue 14): never the API key, only whether one is set. */
export const EngineSettingsSchema = z.object({
  grader_engine: z.enum(['builtin', 'llm']),
  ocr_engine: z.enum(['tesseract', 'llm-vision']),
  llm: z
    .object({
      base_url: z.string(),
      model: z.string().nullable(),
      vision_model: z.string().nullable(),
      api_key_set: z.boolean(),
      concurrency: z.number().int(),
      timeout_s: z.number(),
      price_input_per_1k: z.number(),
      price_output_per_1k: z.number(),
    })
    .nullable(),
});
export type EngineSettings = z.infer<typeof EngineSettingsSchema>;

const UsageTotalsSchema = z.object({
  corrections: z.number().int(),
  /** Corrections the model could not give: the built-in engine's report was given (still paid for what the model answered). */
  fallbacks: z.number().int(),
  input_tokens: z.number(),
  output_tokens: z.number(),
  cost: z.number(),
});

/** Tokens and cost of the model engines, per homework and for the caller's school. */
export const EngineUsageReportSchema = z.object({
  school: UsageTotalsSchema,
  homeworks: z.array(
    UsageTotalsSchema.extend({ homework_id: z.number().int(), name: z.string().nullable() }),
  ),
  ocr: z.object({
    pages: z.number().int(),
    fallbacks: z.number().int(),
    input_tokens: z.number(),
    output_tokens: z.number(),
    cost: z.number(),
  }),
});
export type EngineUsageReport = z.infer<typeof EngineUsageReportSchema>;
