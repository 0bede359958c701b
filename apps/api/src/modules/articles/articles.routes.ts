import type { FastifyInstance } from 'fastify';
import {
  ArrangeArticlesSchema,
  ArrangedArticlesSchema,
  ArticleSchema,
  ArticleTitleSchema,
  OkSchema,
  StudentNameSchema,
  TeacherSuggestionSchema,
} from '@essay/contracts';
import type { ApiContext } from '../../context.ts';
import { answerOk, roleRoutes } from '../../http/routes.ts';
import { actorOf } from '../audit/audit.service.ts';
import {
  arrangeFiles,
  deleteEssay,
  getArticle,
  renameArticle,
  renameStudent,
  saveTeacherSuggestion,
} from './articles.service.ts';

export function registerArticleRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const teacher = roleRoutes(app, ctx, 'teacher');

  teacher.post('/teacher/homeworks/:id/articles', {
    summary:
      'Arrange uploaded files into essays, or change the pages of saved essays (article_id); auto-names them',
    body: ArrangeArticlesSchema,
    answer: ArrangedArticlesSchema,
    handler: (request, caller) => arrangeFiles(ctx, caller, request.params.id, request.body),
  });

  teacher.get('/teacher/articles/:id', {
    summary: 'Article',
    answer: ArticleSchema,
    handler: (request, caller) => getArticle(ctx, caller, request.params.id),
  });

  teacher.delete('/teacher/articles/:id', {
    summary: 'Delete an essay with its files; its points history stays',
    answer: OkSchema,
    handler: (request, caller) =>
      answerOk(deleteEssay(ctx, caller, actorOf(caller, request), request.params.id)),
  });

  teacher.patch('/teacher/articles/:id', {
    summary: 'Set the teacher suggestion',
    body: TeacherSuggestionSchema,
    answer: ArticleSchema,
    handler: ({ params, body }, caller) =>
      saveTeacherSuggestion(ctx, caller, params.id, body.teacher_suggestion),
    audit: ({ params }) => ({ action: 'comment.change', target: { articleId: params.id } }),
  });

  teacher.patch('/teacher/articles/:id/title', {
    summary: 'Set the essay title',
    body: ArticleTitleSchema,
    answer: ArticleSchema,
    handler: (request, caller) => renameArticle(ctx, caller, request.params.id, request.body.title),
  });

  teacher.patch('/teacher/articles/:id/student_name', {
    summary:
      'Set the student name; with student_user_id, link the essay to that roster student (issue 41)',
    body: StudentNameSchema,
    answer: ArticleSchema,
    handler: ({ params, body }, caller) =>
      renameStudent(ctx, caller, params.id, body.name, body.student_user_id ?? null),
  });
}
