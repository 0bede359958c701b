import type { FastifyInstance } from 'fastify';
import { RetentionSettingSchema } from '@essay/contracts';
import type { ApiContext } from '../../context.ts';
import { roleRoutes } from '../../http/routes.ts';
import { getRetention, setRetention } from './retention.service.ts';

export function registerRetentionRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const admin = roleRoutes(app, ctx, 'admin');

  admin.get('/admin/retention', {
    summary: 'How many school years after a homework’s deadline its essays are kept',
    answer: RetentionSettingSchema,
    handler: (_, { schoolId }) => getRetention(ctx, schoolId),
  });

  admin.put('/admin/retention', {
    summary: 'Set the school’s keeping time (1–10 school years)',
    body: RetentionSettingSchema,
    answer: RetentionSettingSchema,
    handler: (request, caller) => setRetention(ctx, caller, request.ip, request.body),
  });
}
