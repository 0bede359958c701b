import type { Caller } from '@essay/account';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
import { actorOf, recordEvent } from '../audit/audit.service.ts';
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

/**
 * A read of a student's term or practice sheet (by the student or a teacher), or of the class's
 * term: every level and kept error of the term leaves with it, so the trail says who read them,
 * as it does for a report.
 */
function recordTermRead(
  ctx: ApiContext,
  caller: Caller,
  request: FastifyRequest,
  read: { student?: number; class_id?: number; what: string; format?: string },
) {
  const { student = null, ...detail } = read;
  const scope = {
    school_id: caller.schoolId,
    homework_id: null,
    article_id: null,
    student_id: student,
  };
  return recordEvent(
    ctx,
    actorOf(caller, request),
    'term.read',
    { scope },
    {
      ...(student !== null && { subjectId: student }),
      detail,
    },
  );
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
    handler: async (request, caller) => {
      const term = await getOwnTerm(ctx, caller);
      await recordTermRead(ctx, caller, request, { student: caller.userId, what: 'term' });
      return term;
    },
  });

  student.reply('/student/term/practice-sheet.pdf', {
    summary: 'The 錯字本’s practice sheet (A4 PDF): the words not mastered yet',
    query: PracticeSheetQuerySchema,
    handler: async (request, caller, reply) => {
      const { locale } = localeOf(request.query, request.headers['accept-language']);
      const pdf = await getOwnPracticeSheet(ctx, caller, locale);
      await recordTermRead(ctx, caller, request, {
        student: caller.userId,
        what: 'practice_sheet',
      });
      return sendSheet(reply, pdf, 'practice-sheet.pdf');
    },
  });

  teacher.get('/teacher/students/:id/term', {
    summary:
      'A student of one of the teacher’s classes over the term (the homework set for the classes they share)',
    answer: StudentTermSchema,
    handler: async (request, caller) => {
      const term = await getStudentTerm(ctx, caller, request.params.id);
      await recordTermRead(ctx, caller, request, { student: request.params.id, what: 'term' });
      return term;
    },
  });

  teacher.reply('/teacher/students/:id/term/practice-sheet.pdf', {
    summary: 'The practice sheet of a student of one of the teacher’s classes',
    query: PracticeSheetQuerySchema,
    handler: async (request, caller, reply) => {
      const { locale } = localeOf(request.query, request.headers['accept-language']);
      const { id } = request.params;
      const pdf = await getStudentPracticeSheet(ctx, caller, id, locale);
      await recordTermRead(ctx, caller, request, { student: id, what: 'practice_sheet' });
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
      await recordTermRead(ctx, caller, request, {
        class_id: term.class_id,
        what: 'class_term',
        format: request.query.format,
      });
      if (request.query.format === 'json') return term;
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="class-term-${term.class_id}.csv"`)
        .send(classTermCsv(term, locale));
    },
  });
}
