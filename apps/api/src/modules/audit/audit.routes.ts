import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AuditQuerySchema, AuditTrailSchema, auditTrailCsv } from '@essay/contracts';
import type { ApiContext } from '../../context.ts';
import { requireCaller } from '../../http/caller.ts';
import { routeDoc } from '../../http/openapi.ts';
import { IdParamsSchema } from '../../http/params.ts';
import { listHomeworkTrail, listSchoolTrail } from './audit.service.ts';

export function registerAuditRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.get(
    '/admin/audit',
    {
      schema: {
        ...routeDoc(
          "The school's audit trail (both services), newest first, filtered; format=csv: the same rows as CSV",
          'admin',
        ),
        querystring: AuditQuerySchema,
        response: { 200: AuditTrailSchema },
      },
    },
    async (request, reply) => {
      const caller = await requireCaller(ctx, request, 'admin');
      const { format, ...filter } = request.query;
      const trail = await listSchoolTrail(ctx, caller, filter);
      if (format === 'json') return trail;
      // A string payload is sent as it is (the JSON answer schema only serialises objects); the
      // type provider types send() by the JSON answer, hence the cast.
      const csv = auditTrailCsv(trail) as unknown as typeof trail;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit-trail.csv"')
        .send(csv);
    },
  );

  route.get(
    '/teacher/homeworks/:id/audit',
    {
      schema: {
        ...routeDoc('The audit trail of one of the teacher’s own homework', 'teacher'),
        params: IdParamsSchema,
        response: { 200: AuditTrailSchema },
      },
    },
    async (request) => {
      const caller = await requireCaller(ctx, request, 'teacher');
      return listHomeworkTrail(ctx, caller, request.params.id);
    },
  );
}
