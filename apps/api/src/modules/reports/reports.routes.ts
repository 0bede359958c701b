import type { FastifyInstance } from 'fastify';
import {
  ClassSummaryDocumentSchema,
  formId,
  PseudonymQuerySchema,
  ReportDocumentSchema,
  ReportLocaleSchema,
  TEACHING_ROLES,
} from '@essay/contracts';
import { z } from 'zod';
import type { ApiContext } from '../../context.ts';
import { requireCaller } from '../../http/caller.ts';
import { SignedQuerySchema } from '../../http/params.ts';
import { publicRoutes, roleRoutes } from '../../http/routes.ts';
import { PSEUDONYMOUS, requireOwnArticle } from '../articles/articles.service.ts';
import { recordReportRead } from '../audit/audit.service.ts';
import { getClassSummary } from './class-summary.service.ts';
import {
  getReportDocument,
  getReportHtml,
  getReportPdf,
  type ReportLanguages,
} from './reports.service.ts';

/** `?grading=N` opens the essay's Nth report (an earlier one stays viewable after a re-correction). */
const ReportQuerySchema = z.object({ grading: formId.optional() });
const DownloadQuerySchema = ReportLocaleSchema.extend(SignedQuerySchema.shape).extend(
  PseudonymQuerySchema.shape,
);

/** `?locale=` first, else the browser's language; `?feedback=` (the comments') else the essay's. */
export function localeOf(
  query: z.infer<typeof ReportLocaleSchema>,
  acceptLanguage: string | undefined,
): ReportLanguages {
  return {
    locale: query.locale ?? (/^zh/i.test(acceptLanguage ?? '') ? 'zh-tw' : 'en-us'),
    feedback: query.feedback,
  };
}

export function registerReportRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const teacher = roleRoutes(app, ctx, 'teacher');

  teacher.get('/articles/:id/report.json', {
    summary:
      'The report document: the engine’s report with the article’s header, ' +
      'the teacher’s level, comment and decisions',
    query: ReportQuerySchema,
    answer: ReportDocumentSchema,
    handler: async (request, caller) => {
      const { id } = request.params;
      const document = await getReportDocument(ctx, caller, id, request.query.grading);
      await recordReportRead(ctx, caller, request, id, {
        format: 'json',
        grading: document.grading_number ?? null,
      });
      return document;
    },
  });

  teacher.get('/teacher/homeworks/:id/summary.json', {
    summary:
      'Class summary: the report documents of the homework’s corrected essays ' +
      '(pseudonymous=1: numbers instead of names)',
    query: PseudonymQuerySchema,
    answer: ClassSummaryDocumentSchema,
    handler: ({ params, query }, caller) =>
      getClassSummary(ctx, caller, params.id, query.pseudonymous === '1'),
    audit: ({ params, query }) => ({
      action: 'summary.read',
      target: { homeworkId: params.id },
      detail: { pseudonymous: query.pseudonymous === '1' },
    }),
  });

  teacher.reply('/articles/:id/report', {
    summary: 'The report as sanitised HTML in the caller’s locale',
    query: ReportLocaleSchema,
    handler: async (request, caller, reply) => {
      const { id } = request.params;
      const languages = localeOf(request.query, request.headers['accept-language']);
      const html = await getReportHtml(ctx, caller, id, languages);
      await recordReportRead(ctx, caller, request, id, { format: 'html' });
      return reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(html);
    },
  });

  // A teacher's bearer token or a signed link (an <a href> sends no header): the handler checks which.
  publicRoutes(app).reply('/articles/:id/report/download', {
    summary:
      'The report as a PDF (signed link from the article); pseudonymous=1: a number instead of the name',
    query: DownloadQuerySchema,
    handler: async (request, _, reply) => {
      const { id } = request.params;
      const pseudonymous = request.query.pseudonymous === '1';
      let caller;
      if (request.headers.authorization) {
        caller = await requireCaller(ctx, request, ...TEACHING_ROLES);
        await requireOwnArticle(ctx, caller, id);
      } else {
        // The link was signed with or without `pseudonymous=1`; the other answer is not its to give.
        caller = await ctx.urls.verify(
          `/api/articles/${id}/report/download`,
          { exp: request.query.exp, sig: request.query.sig },
          pseudonymous ? PSEUDONYMOUS : '',
        );
      }
      const languages = localeOf(request.query, request.headers['accept-language']);
      const { pdf, fileName } = await getReportPdf(ctx, id, languages, pseudonymous);
      await recordReportRead(ctx, caller, request, id, { format: 'pdf', pseudonymous });
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(fileName)}`)
        .send(pdf);
    },
  });
}
