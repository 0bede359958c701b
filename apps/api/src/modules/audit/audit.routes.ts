import type { FastifyInstance } from 'fastify';
import { AuditQuerySchema, AuditTrailSchema, auditTrailCsv } from '@essay/contracts';
import type { ApiContext } from '../../context.ts';
import { roleRoutes } from '../../http/routes.ts';
import { listHomeworkTrail, listSchoolTrail } from './audit.service.ts';

export function registerAuditRoutes(app: FastifyInstance, ctx: ApiContext): void {
  roleRoutes(app, ctx, 'admin').reply('/admin/audit', {
    summary:
      "The school's audit trail (both services), newest first, filtered; format=csv: the same rows as CSV",
    query: AuditQuerySchema,
    answer: AuditTrailSchema,
    handler: async (request, caller, reply) => {
      const { format, ...filter } = request.query;
      const trail = await listSchoolTrail(ctx, caller, filter);
      if (format === 'json') return trail;
      // A string payload is sent as it is (the JSON answer schema only serialises objects).
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit-trail.csv"')
        .send(auditTrailCsv(trail));
    },
  });

  roleRoutes(app, ctx, 'teacher').get('/teacher/homeworks/:id/audit', {
    summary: 'The audit trail of one of the teacher’s own homework',
    answer: AuditTrailSchema,
    handler: (request, caller) => listHomeworkTrail(ctx, caller, request.params.id),
  });
}
