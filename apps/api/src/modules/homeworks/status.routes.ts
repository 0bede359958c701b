import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { StudentStatusSchema, TeacherStatusSchema } from '@essay/contracts';
import type { ApiContext } from '../../context.ts';
import { requireCaller } from '../../http/caller.ts';
import { routeDoc } from '../../http/openapi.ts';
import {
  countArticlesAwaitingCorrection,
  countPendingAssignments,
} from './homeworks.repository.ts';

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
    async (request) => {
      const caller = await requireCaller(ctx, request, 'teacher');
      return {
        status: {
          articles_awaiting_correct: await countArticlesAwaitingCorrection(ctx.db, caller.userId),
        },
      };
    },
  );

  route.get(
    '/student/homeworks/all/status',
    {
      schema: {
        ...routeDoc('Pending assignments', 'student'),
        response: { 200: StudentStatusSchema },
      },
    },
    async (request) => {
      const caller = await requireCaller(ctx, request, 'student');
      const classIds = await ctx.account.listJoinedClassIds(caller.userId);
      return {
        status: {
          assignments_pending: await countPendingAssignments(
            ctx.db,
            caller.userId,
            caller.schoolId,
            classIds,
          ),
        },
      };
    },
  );
}
