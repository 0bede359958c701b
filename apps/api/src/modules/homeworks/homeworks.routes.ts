import type { FastifyInstance } from 'fastify';
import {
  HomeworkDetailSchema,
  HomeworkInputSchema,
  HomeworkListQuerySchema,
  HomeworkListSchema,
  ReleaseInputSchema,
  ReleaseSchema,
} from '@essay/contracts';
import type { ApiContext } from '../../context.ts';
import { roleRoutes } from '../../http/routes.ts';
import {
  createHomework,
  editHomework,
  getHomework,
  listHomeworks,
  releaseReports,
} from './homeworks.service.ts';

export function registerHomeworkRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const teacher = roleRoutes(app, ctx, 'teacher');

  teacher.get('/teacher/homeworks', {
    summary: 'Homework list, newest first',
    query: HomeworkListQuerySchema,
    answer: HomeworkListSchema,
    handler: ({ query }, caller) => listHomeworks(ctx, caller, query),
  });

  teacher.get('/teacher/homeworks/:id', {
    summary: 'Homework with its articles',
    answer: HomeworkDetailSchema,
    handler: (request, caller) => getHomework(ctx, caller, request.params.id),
  });

  teacher.post('/teacher/homeworks', {
    summary: 'Create homework',
    body: HomeworkInputSchema,
    answer: HomeworkDetailSchema,
    handler: (request, caller) => createHomework(ctx, caller, request.body),
  });

  teacher.patch('/teacher/homeworks/:id', {
    summary: 'Edit homework',
    body: HomeworkInputSchema,
    answer: HomeworkDetailSchema,
    handler: ({ params, body }, caller) => editHomework(ctx, caller, params.id, body),
  });

  teacher.put('/teacher/homeworks/:id/release', {
    summary: 'Release (or withdraw) the homework’s reports to its students',
    body: ReleaseInputSchema,
    answer: ReleaseSchema,
    handler: ({ params, body }, caller) => releaseReports(ctx, caller, params.id, body.released),
    audit: ({ params, body }) => ({
      action: 'release.change',
      target: { homeworkId: params.id },
      detail: { released: body.released },
    }),
  });
}
