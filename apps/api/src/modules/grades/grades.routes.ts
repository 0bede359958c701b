import type { FastifyInstance } from 'fastify';
import { GradesQuerySchema, homeworkGradesCsv, HomeworkGradesSchema } from '@essay/contracts';
import { z } from 'zod';
import type { ApiContext } from '../../context.ts';
import { roleRoutes } from '../../http/routes.ts';
import { actorOf, recordEvent } from '../audit/audit.service.ts';
import { localeOf } from '../reports/reports.routes.ts';
import { getHomeworkGrades } from './grades.service.ts';

export function registerGradesRoutes(app: FastifyInstance, ctx: ApiContext): void {
  roleRoutes(app, ctx, 'teacher').reply('/teacher/homeworks/:id/grades', {
    summary:
      "A homework's grades for the grade book: a row per essay with the level (the teacher's, " +
      "else the engine's), dimension scores and status, in the locale's words (format=csv: the " +
      "same as CSV). The homework's teacher or the school's administrator",
    query: GradesQuerySchema,
    // format=csv answers the same rows as CSV text (sent as it is, not through the JSON serialiser).
    answer: HomeworkGradesSchema.or(z.string().describe('The grades as CSV (format=csv)')),
    handler: async (request, caller, reply) => {
      const { locale } = localeOf(request.query, request.headers['accept-language']);
      const grades = await getHomeworkGrades(ctx, caller, request.params.id, locale);
      // Every student's level of the homework leaves with it: the trail says who took them.
      await recordEvent(
        ctx,
        actorOf(caller, request),
        'grades.export',
        { homeworkId: grades.homework_id },
        { detail: { format: request.query.format, essays: grades.rows.length } },
      );
      if (request.query.format === 'json') return grades;
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="grades-${grades.homework_id}.csv"`)
        .send(homeworkGradesCsv(grades));
    },
  });
}
