import type { FastifyInstance } from 'fastify';
import { ArticleSchema, OffTopicDecisionSchema } from '@essay/contracts';
import type { ApiContext } from '../../context.ts';
import { roleRoutes } from '../../http/routes.ts';
import { actorOf } from '../audit/audit.service.ts';
import { decideOffTopic } from './off-topic.service.ts';

/** Issue 42 §1: off-topic is the teacher's call — confirm (0) or clear a suspected essay. */
export function registerOffTopicRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const teacher = roleRoutes(app, ctx, 'teacher');

  // The decision is recorded on the audit trail by the service (a `level.change` event).
  teacher.patch('/teacher/articles/:id/off-topic', {
    summary: 'Confirm (level 0) or clear a suspected off-topic essay',
    body: OffTopicDecisionSchema,
    answer: ArticleSchema,
    handler: (request, caller) =>
      decideOffTopic(ctx, caller, actorOf(caller, request), request.params.id, request.body),
  });
}
