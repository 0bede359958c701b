import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { StudentStatusSchema, TeacherStatusSchema } from '@essay/contracts';
import type { ApiContext } from '../../context.ts';
import { requireCaller } from '../../http/caller.ts';
import { routeDoc } from '../../http/openapi.ts';
import { studentStatus, teacherStatus } from './homeworks.service.ts';

export function registerStatusRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.get(
    '/teacher/homeworks/all/status',
    {
      schema: {
        ...routeDoc('Articles awaiting correction', 'teacher'),
        response: { 200: TeacherStatusSchema },
      },
    },
    async (request) => teacherStatus(ctx, await requireCaller(ctx, request, 'teacher')),
  );

  route.get(
    '/student/homeworks/all/status',
    {
      schema: {
        ...routeDoc('Pending assignments', 'student'),
        response: { 200: StudentStatusSchema },
      },
    },
    async (request) => studentStatus(ctx, await requireCaller(ctx, request, 'student')),
  );
}
