import { z } from 'zod';

/** Which engine reads page photos: Tesseract on the server, or the vision model (issue 14). */
export const OcrEngineSchema = z.enum(['tesseract', 'llm-vision']);
/** The reader of one page: the configured engine, or PP-OCR for handwriting on 稿紙 (decision 0043). */
export const PageReaderSchema = z.enum(['tesseract', 'ppocr', 'llm-vision']);

/** Where essays go when the model engine is on: the server's address (no credentials), its models. */
const LlmServer = {
  base_url: z.string(),
  model: z.string().nullable(),
  vision_model: z.string().nullable(),
  api_key_set: z.boolean(),
};

/** How the model is called and what it costs (per 1,000 tokens in and out). */
const LlmUse = {
  concurrency: z.number().int(),
  timeout_s: z.number(),
  price_input_per_1k: z.number(),
  price_output_per_1k: z.number(),
};

/** The engines' settings as an admin sees them (issue 14): never the API key, only whether one is set. */
export const EngineSettingsSchema = z.object({
  grader_engine: z.enum(['builtin', 'llm']),
  ocr_engine: OcrEngineSchema,
  llm: z.object({ ...LlmServer, ...LlmUse }).nullable(),
});
export type EngineSettings = z.infer<typeof EngineSettingsSchema>;

/** What the model was paid for: tokens in and out, and their cost. */
const ModelSpending = { input_tokens: z.number(), output_tokens: z.number(), cost: z.number() };

const UsageTotalsSchema = z.object({
  corrections: z.number().int(),
  /** Corrections the model could not give: the built-in engine's report was given (still paid for what the model answered). */
  fallbacks: z.number().int(),
  ...ModelSpending,
});

/** Tokens and cost of the model engines, per homework and for the caller's school. */
export const EngineUsageReportSchema = z.object({
  school: UsageTotalsSchema,
  homeworks: z.array(
    UsageTotalsSchema.extend({ homework_id: z.number().int(), name: z.string().nullable() }),
  ),
  ocr: z.object({ pages: z.number().int(), fallbacks: z.number().int(), ...ModelSpending }),
});
export type EngineUsageReport = z.infer<typeof EngineUsageReportSchema>;
