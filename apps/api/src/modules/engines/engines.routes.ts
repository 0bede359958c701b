import type { FastifyInstance } from 'fastify';
import { EngineSettingsSchema, EngineUsageReportSchema } from '@essay/contracts';
import type { ApiContext } from '../../context.ts';
import { engineSettings } from '../../engines/engine-settings.ts';
import { requireCaller } from '../../http/caller.ts';
import { schoolEngineUsage, schoolOcrUsage } from './engine-usage.repository.ts';

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
