import type { FastifyInstance } from 'fastify';
import { RereadAnswerInputSchema, RereadInputSchema, RereadListSchema, RereadSchema, StudentReportSchema } from '@essay/contracts';
import type { ApiContext } from '../../context.ts';
import { requireCaller } from '../../http/caller.ts';
import { IdParamsSchema } from '../../http/params.ts';
import { parseInput } from '../../http/parse.ts';
import { actorOf, recordEvent } from '../audit/audit.service.ts';
import { answerReread, getStudentReport, listRereads, requestReread } from './rereads.service.ts';

export function registerRereadRoutes(app: FastifyInstance, ctx: ApiContext): void {
  app.get(
    '/student/articles/:id/report',
    { config: { doc: { summary: 'The student’s own report, once released (otherwise 404); with how a revision moved and the re-read requests', roles: ['student'], response: StudentReportSchema } } },
    async (request) => {
      const caller = await requireCaller(ctx, request, 'student');
      const { id } = parseInput(IdParamsSchema, request.params);
      const report = await getStudentReport(ctx, caller, id);
      await recordEvent(
        ctx,
        actorOf(caller, request),
        'report.read',
        { articleId: id },
        { detail: { format: 'student' } },
      );
      return report;
    },
  );

  app.post(
    '/student/articles/:id/reread',
    { config: { doc: { summary: 'Ask the teacher to read the essay again, with a short note', roles: ['student'], body: RereadInputSchema, response: RereadSchema } } },
    async (request) => {
      const caller = await requireCaller(ctx, request, 'student');
      const { id } = parseInput(IdParamsSchema, request.params);
      return requestReread(ctx, caller, id, parseInput(RereadInputSchema, request.body).note);
    },
  );

  app.get(
    '/teacher/homeworks/:id/rereads',
    { config: { doc: { summary: 'Re-read requests of the homework’s essays, open ones first', roles: ['teacher'], response: RereadListSchema } } },
    async (request) => {
      const caller = await requireCaller(ctx, request, 'teacher');
      return { rereads: await listRereads(ctx, caller, parseInput(IdParamsSchema, request.params).id) };
    },
  );

  app.post(
    '/teacher/rereads/:id/answer',
    { config: { doc: { summary: 'Answer a re-read request: regraded (corrects again), overridden (own scores set), or replied', roles: ['teacher'], body: RereadAnswerInputSchema, response: RereadSchema } } },
    async (request) => {
      const caller = await requireCaller(ctx, request, 'teacher');
      const { id } = parseInput(IdParamsSchema, request.params);
      const input = parseInput(RereadAnswerInputSchema, request.body);
      const answered = await answerReread(ctx, caller, id, input.answer, input.reply);
      if (input.answer === 'overridden') {
        await recordEvent(
          ctx,
          actorOf(caller, request),
          'level.change',
          { articleId: answered.article_id },
          { subjectId: id, detail: { via: 'reread' } },
        );
      }
      return answered;
    },
  );
}
