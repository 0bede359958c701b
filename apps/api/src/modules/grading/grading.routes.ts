import type { FastifyInstance } from 'fastify';
import {
  ArticleSchema,
  CorrectAllAnswerSchema,
  GradingQuoteSchema,
  GradingStartedSchema,
  TeacherOverrideSchema,
} from '@essay/contracts';
import type { ApiContext } from '../../context.ts';
import { roleRoutes } from '../../http/routes.ts';
import { correctAll, quoteGrading } from './grade-when-ready.ts';
import { startGrading } from './grading.service.ts';
import { overrideScores } from './override.service.ts';

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

  teacher.patch('/teacher/articles/:id/grade', {
    summary: 'Correct (or re-correct) one essay',
    answer: GradingStartedSchema,
    handler: ({ params }, caller) => startGrading(ctx, caller, { articleId: params.id }),
  });

  // The price before the confirmation (issue 12): what the PATCH beside it would charge now.
  teacher.get('/teacher/homeworks/all/articles/all/grade/quote', {
    summary: 'What correcting every homework would cost',
    answer: GradingQuoteSchema,
    handler: (_, caller) => quoteGrading(ctx, caller, { everything: true }),
  });

  teacher.get('/teacher/homeworks/:id/articles/all/grade/quote', {
    summary: 'What correcting one homework would cost',
    answer: GradingQuoteSchema,
    handler: ({ params }, caller) => quoteGrading(ctx, caller, { homeworkId: params.id }),
  });

  teacher.get('/teacher/articles/:id/grade/quote', {
    summary: 'What (re-)correcting one essay would cost',
    answer: GradingQuoteSchema,
    handler: ({ params }, caller) => quoteGrading(ctx, caller, { articleId: params.id }),
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
