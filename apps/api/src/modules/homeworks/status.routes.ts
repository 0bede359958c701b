import type { FastifyInstance } from 'fastify';
import { StudentStatusSchema, TeacherStatusSchema } from '@essay/contracts';
import type { ApiContext } from '../../context.ts';
import { requireCaller } from '../../http/caller.ts';
import { countArticlesAwaitingCorrection, countPendingAssignments } from './homeworks.repository.ts';

export function registerStatusRoutes(app: FastifyInstance, ctx: ApiContext): void {
  app.get(
    '/teacher/homeworks/all/status',
    { config: { doc: { summary: 'Articles awaiting correction', roles: ['teacher'], response: TeacherStatusSchema } } },
    async (request) => {
      const caller = await requireCaller(ctx, request, 'teacher');
      return { status: { articles_awaiting_correct: await countArticlesAwaitingCorrection(ctx.db, caller.userId) } };
    },
  );

  app.get(
    '/student/homeworks/all/status',
    { config: { doc: { summary: 'Pending assignments', roles: ['student'], response: StudentStatusSchema } } },
    async (request) => {
      const caller = await requireCaller(ctx, request, 'student');
      const classIds = await ctx.account.listJoinedClassIds(caller.userId);
      return { status: { assignments_pending: await countPendingAssignments(ctx.db, caller.userId, caller.schoolId, classIds) } };
    },
  );
}
