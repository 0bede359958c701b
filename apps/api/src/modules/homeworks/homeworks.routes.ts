import { actorOf, recordEvent } from '../audit/audit.service.ts';
import type { FastifyInstance } from 'fastify';
import { HomeworkDetailSchema, HomeworkInputSchema, HomeworkListQuerySchema, HomeworkListSchema, ReleaseInputSchema, ReleaseSchema } from '@essay/contracts';
import type { ApiContext } from '../../context.ts';
import { requireCaller } from '../../http/caller.ts';
import { IdParamsSchema } from '../../http/params.ts';
import { parseInput } from '../../http/parse.ts';
import { createHomework, editHomework, getHomework, listHomeworks, releaseReports } from './homeworks.service.ts';

export function registerHomeworkRoutes(app: FastifyInstance, ctx: ApiContext): void {
  app.get(
    '/teacher/homeworks',
    { config: { doc: { summary: 'Homework list, newest first', roles: ['teacher'], query: HomeworkListQuerySchema, response: HomeworkListSchema } } },
    async (request) => {
      const caller = await requireCaller(ctx, request, 'teacher');
      const query = parseInput(HomeworkListQuerySchema, request.query);
      return listHomeworks(ctx, caller, query.limit, query.offset);
    },
  );

  app.get(
    '/teacher/homeworks/:id',
    { config: { doc: { summary: 'Homework with its articles', roles: ['teacher'], response: HomeworkDetailSchema } } },
    async (request) => {
      const caller = await requireCaller(ctx, request, 'teacher');
      return getHomework(ctx, caller, parseInput(IdParamsSchema, request.params).id);
    },
  );

  app.post(
    '/teacher/homeworks',
    { config: { doc: { summary: 'Create homework', roles: ['teacher'], body: HomeworkInputSchema, response: HomeworkDetailSchema } } },
    async (request) => {
      const caller = await requireCaller(ctx, request, 'teacher');
      return createHomework(ctx, caller, parseInput(HomeworkInputSchema, request.body));
    },
  );

  app.patch(
    '/teacher/homeworks/:id',
    { config: { doc: { summary: 'Edit homework', roles: ['teacher'], body: HomeworkInputSchema, response: HomeworkDetailSchema } } },
    async (request) => {
      const caller = await requireCaller(ctx, request, 'teacher');
      const { id } = parseInput(IdParamsSchema, request.params);
      return editHomework(ctx, caller, id, parseInput(HomeworkInputSchema, request.body));
    },
  );

  app.put(
    '/teacher/homeworks/:id/release',
    { config: { doc: { summary: 'Release (or withdraw) the homework’s reports to its students', roles: ['teacher'], body: ReleaseInputSchema, response: ReleaseSchema } } },
    async (request) => {
      const caller = await requireCaller(ctx, request, 'teacher');
      const { id } = parseInput(IdParamsSchema, request.params);
      const { released } = parseInput(ReleaseInputSchema, request.body);
      const answer = await releaseReports(ctx, caller, id, released);
      await recordEvent(ctx, actorOf(caller, request), 'release.change', { homeworkId: id }, { detail: { released } });
      return answer;
    },
  );
}
