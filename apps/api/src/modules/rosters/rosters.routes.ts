import type { FastifyInstance } from 'fastify';
import { HandInListQuerySchema, HandInListSchema, handInListCsv } from '@essay/contracts';
import type { ApiContext } from '../../context.ts';
import { roleRoutes } from '../../http/routes.ts';
import { getHandInList } from './rosters.service.ts';

export function registerRosterRoutes(app: FastifyInstance, ctx: ApiContext): void {
  roleRoutes(app, ctx, 'teacher').reply('/teacher/homeworks/:id/roster', {
    summary:
      'Per assigned class: who has handed in, who has not, who is late; format=csv: the same list as CSV in the locale’s words',
    query: HandInListQuerySchema,
    answer: HandInListSchema,
    handler: async (request, caller, reply) => {
      const list = await getHandInList(ctx, caller, request.params.id);
      if (request.query.format === 'json') return list;
      // A string payload is sent as it is (the JSON answer schema only serialises objects).
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="hand-in-${list.homework_id}.csv"`)
        .send(handInListCsv(list, request.query.locale));
    },
  });
}
