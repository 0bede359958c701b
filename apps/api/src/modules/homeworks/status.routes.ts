import type { FastifyInstance } from 'fastify';
import { StudentStatusSchema, TeacherStatusSchema } from '@essay/contracts';
import type { ApiContext } from '../../context.ts';
import { roleRoutes } from '../../http/routes.ts';
import { studentStatus, teacherStatus } from './homeworks.service.ts';

export function registerStatusRoutes(app: FastifyInstance, ctx: ApiContext): void {
  roleRoutes(app, ctx, 'teacher').get('/teacher/homeworks/all/status', {
    summary: 'Articles awaiting correction',
    answer: TeacherStatusSchema,
    handler: (_, caller) => teacherStatus(ctx, caller),
  });

  roleRoutes(app, ctx, 'student').get('/student/homeworks/all/status', {
    summary: 'Pending assignments',
    answer: StudentStatusSchema,
    handler: (_, caller) => studentStatus(ctx, caller),
  });
}
