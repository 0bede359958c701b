import type { FastifyInstance } from 'fastify';
import { RetentionSettingSchema } from '@essay/contracts';
import type { ApiContext } from '../../context.ts';
import { requireCaller } from '../../http/caller.ts';
import { parseInput } from '../../http/parse.ts';
import { getRetention, setRetention } from './retention.service.ts';

export function registerRetentionRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const doc = (summary: string, body?: typeof RetentionSettingSchema) => ({
    config: {
      doc: {
        summary,
        roles: ['admin' as const],
        response: RetentionSettingSchema,
        ...(body ? { body } : {}),
      },
    },
  });
  app.get(
    '/admin/retention',
    doc('How many school years after a homework’s deadline its essays are kept'),
    async (request) => getRetention(ctx, await requireCaller(ctx, request, 'admin')),
  );
  app.put(
    '/admin/retention',
    doc('Set the school’s keeping time (1–10 school years)', RetentionSettingSchema),
    async (request) => {
      const caller = await requireCaller(ctx, request, 'admin');
      return setRetention(
        ctx,
        caller,
        request.ip,
        parseInput(RetentionSettingSchema, request.body),
      );
    },
  );
}
