import { actorOf, recordEvent } from '../audit/audit.service.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  HomeworkDetailSchema,
  HomeworkInputSchema,
  HomeworkListQuerySchema,
  HomeworkListSchema,
  ReleaseInputSchema,
  ReleaseSchema,
} from '@essay/contracts';
import type { ApiContext } from '../../context.ts';
import { requireCaller } from '../../http/caller.ts';
import { routeDoc } from '../../http/openapi.ts';
import { IdParamsSchema } from '../../http/params.ts';
import {
  createHomework,
  editHomework,
  getHomework,
  listHomeworks,
  releaseReports,
} from './homeworks.service.ts';

export function registerHomeworkRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.get(
    '/teacher/homeworks',
    {
      schema: {
        ...routeDoc('Homework list, newest first', 'teacher'),
        querystring: HomeworkListQuerySchema,
        response: { 200: HomeworkListSchema },
      },
    },
    async (request) => {
      const caller = await requireCaller(ctx, request, 'teacher');
      return listHomeworks(ctx, caller, request.query.limit, request.query.offset);
    },
  );

  route.get(
    '/teacher/homeworks/:id',
    {
      schema: {
        ...routeDoc('Homework with its articles', 'teacher'),
        params: IdParamsSchema,
        response: { 200: HomeworkDetailSchema },
      },
    },
    async (request) => {
      const caller = await requireCaller(ctx, request, 'teacher');
      return getHomework(ctx, caller, request.params.id);
    },
  );

  route.post(
    '/teacher/homeworks',
    {
      schema: {
        ...routeDoc('Create homework', 'teacher'),
        body: HomeworkInputSchema,
        response: { 200: HomeworkDetailSchema },
      },
    },
    async (request) => {
      const caller = await requireCaller(ctx, request, 'teacher');
      return createHomework(ctx, caller, request.body);
    },
  );

  route.patch(
    '/teacher/homeworks/:id',
    {
      schema: {
        ...routeDoc('Edit homework', 'teacher'),
        params: IdParamsSchema,
        body: HomeworkInputSchema,
        response: { 200: HomeworkDetailSchema },
      },
    },
    async (request) => {
      const caller = await requireCaller(ctx, request, 'teacher');
      return editHomework(ctx, caller, request.params.id, request.body);
    },
  );

  route.put(
    '/teacher/homeworks/:id/release',
    {
      schema: {
        ...routeDoc('Release (or withdraw) the homework’s reports to its students', 'teacher'),
        params: IdParamsSchema,
        body: ReleaseInputSchema,
        response: { 200: ReleaseSchema },
      },
    },
    async (request) => {
      const caller = await requireCaller(ctx, request, 'teacher');
      const { id } = request.params;
      const { released } = request.body;
      const answer = await releaseReports(ctx, caller, id, released);
      await recordEvent(
        ctx,
        actorOf(caller, request),
        'release.change',
        { homeworkId: id },
        { detail: { released } },
      );
      return answer;
    },
  );
}
