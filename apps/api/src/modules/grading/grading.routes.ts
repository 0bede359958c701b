import type { FastifyInstance } from 'fastify';
import {
  ArticleSchema,
  CorrectAllAnswerSchema,
  GradeQuerySchema,
  GradingQuoteSchema,
  GradingStartedSchema,
  TeacherOverrideSchema,
} from '@essay/contracts';
import type { ApiContext } from '../../context.ts';
import { roleRoutes } from '../../http/routes.ts';
import { correctAll, quoteGrading } from './grade-when-ready.ts';
import { startGrading, type GradingScope } from './grading.service.ts';
import { overrideScores } from './override.service.ts';

/** The price of each scope the teacher corrects at once: every homework, one homework, one essay. */
const QUOTES: { url: string; summary: string; scopeOf: (ids: { id: number }) => GradingScope }[] = [
  {
    url: '/teacher/homeworks/all/articles/all/grade/quote',
    summary: 'What correcting every homework would cost',
    scopeOf: () => ({ everything: true }),
  },
  {
    url: '/teacher/homeworks/:id/articles/all/grade/quote',
    summary: 'What correcting one homework would cost',
    scopeOf: ({ id }) => ({ homeworkId: id }),
  },
  {
    url: '/teacher/homeworks/:id/articles/all/regrade/quote',
    summary: 'What re-correcting every essay of one homework would cost',
    scopeOf: ({ id }) => ({ homeworkId: id, again: true }),
  },
  {
    url: '/teacher/articles/:id/grade/quote',
    summary: 'What (re-)correcting one essay would cost',
    scopeOf: ({ id }) => ({ articleId: id }),
  },
];

export function registerGradingRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const teacher = roleRoutes(app, ctx, 'teacher');

  teacher.patch('/teacher/homeworks/all/articles/all/grade', {
    summary: 'Correct every submitted essay of every homework',
    answer: CorrectAllAnswerSchema,
    handler: (_, caller) => correctAll(ctx, caller, { everything: true }),
  });

  teacher.patch('/teacher/homeworks/:id/articles/all/grade', {
    summary: 'Correct every submitted essay of one homework',
    answer: CorrectAllAnswerSchema,
    handler: ({ params }, caller) => correctAll(ctx, caller, { homeworkId: params.id }),
  });

  teacher.patch('/teacher/homeworks/:id/articles/all/regrade', {
    summary: 'Re-correct every essay of one homework, corrected ones too (after its task changed)',
    answer: GradingStartedSchema,
    handler: ({ params }, caller) =>
      startGrading(ctx, caller, { homeworkId: params.id, again: true }),
  });

  teacher.patch('/teacher/articles/:id/grade', {
    summary: 'Correct (or re-correct) one essay',
    query: GradeQuerySchema,
    answer: GradingStartedSchema,
    handler: ({ params, query }, caller) =>
      startGrading(
        ctx,
        caller,
        { articleId: params.id },
        'now',
        query.transcript === 'unconfirmed',
      ),
  });

  // The price before the confirmation (issue 12): what the PATCH beside it would charge now.
  for (const { url, summary, scopeOf } of QUOTES)
    teacher.get(url, {
      summary,
      answer: GradingQuoteSchema,
      // `:id` as the url has it; the quote of every homework has none and needs none.
      handler: ({ params }, caller) => quoteGrading(ctx, caller, scopeOf(params as { id: number })),
    });

  teacher.patch('/teacher/articles/:id/override', {
    summary: "Set the teacher's level and dimension scores",
    body: TeacherOverrideSchema,
    answer: ArticleSchema,
    handler: ({ params, body }, caller) => overrideScores(ctx, caller, params.id, body),
    audit: ({ params, body }) => ({
      action: 'level.change',
      target: { articleId: params.id },
      detail: { level: body.level ?? null },
    }),
  });
}
