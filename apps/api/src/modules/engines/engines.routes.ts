import type { FastifyInstance } from 'fastify';
import { EngineSettingsSchema, EngineUsageReportSchema, type EngineSettings } from '@essay/contracts';
import type { ApiConfig } from '../../config.ts';
import type { ApiContext } from '../../context.ts';
import { requireCaller } from '../../http/caller.ts';
import { schoolEngineUsage, schoolOcrUsage } from './engine-usage.repository.ts';

/** The server address without any user:password part. */
function shownUrl(url: string): string {
  try {
    const u = new URL(url);
    u.username = '';
    u.password = '';
    return u.toString().replace(/\/$/, '');
  } catch {
    return '';
  }
}

export function engineSettings(config: ApiConfig): EngineSettings {
  const llm = config.llm;
  return {
    grader_engine: config.graderEngine,
    ocr_engine: config.ocrEngine,
    llm: llm && {
      base_url: shownUrl(llm.baseUrl),
      model: llm.model ?? null,
      vision_model: llm.visionModel ?? null,
      api_key_set: Boolean(llm.apiKey),
      concurrency: llm.concurrency,
      timeout_s: llm.timeoutMs / 1000,
      price_input_per_1k: llm.prices.inputPer1k,
      price_output_per_1k: llm.prices.outputPer1k,
    },
  };
}

export function registerEngineRoutes(app: FastifyInstance, ctx: ApiContext): void {
  app.get('/admin/engines', { config: { doc: { summary: 'The correction and OCR engines in use and their model server (without the API key)', roles: ['admin'], response: EngineSettingsSchema } } }, async (request) => {
    await requireCaller(ctx, request, 'admin');
    return engineSettings(ctx.config);
  });
  app.get('/admin/engines/usage', { config: { doc: { summary: "Tokens and cost of the model engines: the school's total and per homework", roles: ['admin'], response: EngineUsageReportSchema } } }, async (request) => {
    const caller = await requireCaller(ctx, request, 'admin');
    const [corrections, ocr] = await Promise.all([schoolEngineUsage(ctx.db, caller.schoolId), schoolOcrUsage(ctx.db, caller.schoolId)]);
    return EngineUsageReportSchema.parse({ ...corrections, ocr });
  });
}
