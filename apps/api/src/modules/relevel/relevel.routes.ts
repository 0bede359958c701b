import type { FastifyInstance } from 'fastify';
import { RelevelApplySchema, RelevelAppliedSchema, RelevelPreviewSchema } from '@essay/contracts';
import type { ApiContext } from '../../context.ts';
import { roleRoutes } from '../../http/routes.ts';
import { actorOf } from '../audit/audit.service.ts';
import { applyRelevel, previewRelevel } from './relevel.service.ts';

/** Issue 31 item 2: re-level a homework's corrected essays from the teacher's levels (free). */
export function registerRelevelRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const teacher = roleRoutes(app, ctx, 'teacher');

  teacher.get('/teacher/homeworks/:id/relevel', {
    summary: "Which levels re-levelling from the teacher's levels would change",
    answer: RelevelPreviewSchema,
    handler: ({ params }, caller) => previewRelevel(ctx, caller, params.id),
  });

  // Each moved level is recorded on the audit trail by the service (one event per essay).
  teacher.post('/teacher/homeworks/:id/relevel', {
    summary: "Re-level the homework's other corrected essays as previewed (free)",
    body: RelevelApplySchema,
    answer: RelevelAppliedSchema,
    handler: (request, caller) =>
      applyRelevel(ctx, caller, actorOf(caller, request), request.params.id, request.body),
  });
}
