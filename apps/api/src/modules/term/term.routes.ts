import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  ClassTermQuerySchema,
  ClassTermSchema,
  classTermCsv,
  PracticeSheetQuerySchema,
  StudentTermSchema,
} from '@essay/contracts';
import { z } from 'zod';
import type { ApiContext } from '../../context.ts';
import { roleRoutes } from '../../http/routes.ts';
import { localeOf } from '../reports/reports.routes.ts';
import {
  getClassTerm,
  getOwnPracticeSheet,
  getOwnTerm,
  getStudentPracticeSheet,
  getStudentTerm,
} from './term.service.ts';

function sendSheet(reply: FastifyReply, pdf: Uint8Array, name: string) {
  return reply
    .type('application/pdf')
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="${name}"`)
    .send(Buffer.from(pdf));
}

/** Issue 44: a term of writing (contracts: packages/contracts/src/term.ts). */
export function registerTermRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const student = roleRoutes(app, ctx, 'student');
  const teacher = roleRoutes(app, ctx, 'teacher');

  student.get('/student/term', {
    summary:
      'The student’s own term: corrected essays (released reports) with levels and dimensions, ' +
      'what improved and what keeps coming back, and the 錯字本',
    answer: StudentTermSchema,
    handler: (_, caller) => getOwnTerm(ctx, caller),
  });

  student.reply('/student/term/practice-sheet.pdf', {
    summary: 'The 錯字本’s practice sheet (A4 PDF): the words not mastered yet',
    query: PracticeSheetQuerySchema,
    handler: async (request, caller, reply) => {
      const { locale } = localeOf(request.query, request.headers['accept-language']);
      const pdf = await getOwnPracticeSheet(ctx, caller, locale);
      return sendSheet(reply, pdf, 'practice-sheet.pdf');
    },
  });

  teacher.get('/teacher/students/:id/term', {
    summary:
      'A student of one of the teacher’s classes over the term (the homework set for the classes they share)',
    answer: StudentTermSchema,
    handler: ({ params }, caller) => getStudentTerm(ctx, caller, params.id),
  });

  teacher.reply('/teacher/students/:id/term/practice-sheet.pdf', {
    summary: 'The practice sheet of a student of one of the teacher’s classes',
    query: PracticeSheetQuerySchema,
    handler: async (request, caller, reply) => {
      const { locale } = localeOf(request.query, request.headers['accept-language']);
      const { id } = request.params;
      const pdf = await getStudentPracticeSheet(ctx, caller, id, locale);
      return sendSheet(reply, pdf, `practice-sheet-${id}.pdf`);
    },
  });

  teacher.reply('/teacher/classes/:id/term', {
    summary:
      'The class over the term: each student’s levels, trend and whether they need attention, ' +
      'and the errors two or more students keep making (format=csv: the same as CSV)',
    query: ClassTermQuerySchema,
    answer: ClassTermSchema.or(z.string().describe('The class term as CSV (format=csv)')),
    handler: async (request, caller, reply) => {
      const { locale } = localeOf(request.query, request.headers['accept-language']);
      const term = await getClassTerm(ctx, caller, request.params.id, locale);
      if (request.query.format === 'json') return term;
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="class-term-${term.class_id}.csv"`)
        .send(classTermCsv(term, locale));
    },
  });
}
