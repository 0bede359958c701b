import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  RereadAnswerInputSchema,
  RereadInputSchema,
  RereadListSchema,
  RereadSchema,
  StudentReportSchema,
} from '@essay/contracts';
import type { ApiContext } from '../../context.ts';
import { requireCaller } from '../../http/caller.ts';
import { actorOf, recordEvent, recordReportRead } from '../audit/audit.service.ts';
import { routeDoc } from '../../http/openapi.ts';
import { IdParamsSchema } from '../../http/params.ts';
import { answerReread, getStudentReport, listRereads, requestReread } from './rereads.service.ts';

export function registerRereadRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.get(
    '/student/articles/:id/report',
    {
      schema: {
        ...routeDoc(
          'The student’s own report, once released (otherwise 404); with how a revision moved and the re-read requests',
          'student',
        ),
        params: IdParamsSchema,
        response: { 200: StudentReportSchema },
      },
    },
    async (request) => {
      const caller = await requireCaller(ctx, request, 'student');
      const { id } = request.params;
      const report = await getStudentReport(ctx, caller, id);
      await recordReportRead(ctx, caller, request, id, { format: 'student' });
      return report;
    },
  );

  route.post(
    '/student/articles/:id/reread',
    {
      schema: {
        ...routeDoc('Ask the teacher to read the essay again, with a short note', 'student'),
        params: IdParamsSchema,
        body: RereadInputSchema,
        response: { 200: RereadSchema },
      },
    },
    async (request) => {
      const caller = await requireCaller(ctx, request, 'student');
      return requestReread(ctx, caller, request.params.id, request.body.note);
    },
  );

  route.get(
    '/teacher/homeworks/:id/rereads',
    {
      schema: {
        ...routeDoc('Re-read requests of the homework’s essays, open ones first', 'teacher'),
        params: IdParamsSchema,
        response: { 200: RereadListSchema },
      },
    },
    async (request) => {
      const caller = await requireCaller(ctx, request, 'teacher');
      return { rereads: await listRereads(ctx, caller, request.params.id) };
    },
  );

  route.post(
    '/teacher/rereads/:id/answer',
    {
      schema: {
        ...routeDoc(
          'Answer a re-read request: regraded (corrects again), overridden (own scores set), or replied',
          'teacher',
        ),
        params: IdParamsSchema,
        body: RereadAnswerInputSchema,
        response: { 200: RereadSchema },
      },
    },
    async (request) => {
      const caller = await requireCaller(ctx, request, 'teacher');
      const { id } = request.params;
      const answered = await answerReread(ctx, caller, id, request.body.answer, request.body.reply);
      if (request.body.answer === 'overridden') {
        const more = { subjectId: id, detail: { via: 'reread' } };
        await recordEvent(
          ctx,
          actorOf(caller, request),
          'level.change',
          { articleId: answered.article_id },
          more,
        );
      }
      return answered;
    },
  );
}
