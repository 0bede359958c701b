import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RetentionSettingSchema } from '@essay/contracts';
import type { ApiContext } from '../../context.ts';
import { requireCaller } from '../../http/caller.ts';
import { routeDoc } from '../../http/openapi.ts';
import { getRetention, setRetention } from './retention.service.ts';

export function registerRetentionRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const answer = { 200: RetentionSettingSchema };

  route.get(
    '/admin/retention',
    {
      schema: {
        ...routeDoc(
          'How many school years after a homework’s deadline its essays are kept',
          'admin',
        ),
        response: answer,
      },
    },
    async (request) => getRetention(ctx, await requireCaller(ctx, request, 'admin')),
  );

  route.put(
    '/admin/retention',
    {
      schema: {
        ...routeDoc('Set the school’s keeping time (1–10 school years)', 'admin'),
        body: RetentionSettingSchema,
        response: answer,
      },
    },
    async (request) => {
      const caller = await requireCaller(ctx, request, 'admin');
      return setRetention(ctx, caller, request.ip, request.body);
    },
  );
}
