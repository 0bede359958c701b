import type { FastifyInstance } from 'fastify';
import {
  RereadAnswerInputSchema,
  RereadInputSchema,
  RereadListSchema,
  RereadSchema,
  StudentReportSchema,
} from '@essay/contracts';
import type { ApiContext } from '../../context.ts';
import { recordReportRead } from '../audit/audit.service.ts';
import { roleRoutes } from '../../http/routes.ts';
import { answerReread, getStudentReport, listRereads, requestReread } from './rereads.service.ts';

export function registerRereadRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const student = roleRoutes(app, ctx, 'student');
  const teacher = roleRoutes(app, ctx, 'teacher');

  student.get('/student/articles/:id/report', {
    summary:
      'The student’s own report, once released (otherwise 404); with how a revision moved and the re-read requests',
    answer: StudentReportSchema,
    handler: async (request, caller) => {
      const { id } = request.params;
      const report = await getStudentReport(ctx, caller, id);
      await recordReportRead(ctx, caller, request, id, { format: 'student' });
      return report;
    },
  });

  student.post('/student/articles/:id/reread', {
    summary: 'Ask the teacher to read the essay again, with a short note',
    body: RereadInputSchema,
    answer: RereadSchema,
    handler: ({ params, body }, caller) => requestReread(ctx, caller, params.id, body.note),
  });

  teacher.get('/teacher/homeworks/:id/rereads', {
    summary: 'Re-read requests of the homework’s essays, open ones first',
    answer: RereadListSchema,
    handler: async (request, caller) => ({
      rereads: await listRereads(ctx, caller, request.params.id),
    }),
  });

  teacher.post('/teacher/rereads/:id/answer', {
    summary:
      'Answer a re-read request: regraded (corrects again), overridden (own scores set), or replied',
    body: RereadAnswerInputSchema,
    answer: RereadSchema,
    handler: ({ params, body }, caller) =>
      answerReread(ctx, caller, params.id, body.answer, body.reply),
    audit: ({ params, body }, answered) =>
      body.answer === 'overridden'
        ? {
            action: 'level.change',
            target: { articleId: answered.article_id },
            subjectId: params.id,
            detail: { via: 'reread' },
          }
        : undefined,
  });
}
