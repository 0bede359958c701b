import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ClassSummaryDocumentSchema,
  formId,
  ReportDocumentSchema,
  ReportLocaleSchema,
} from '@essay/contracts';
import { z } from 'zod';
import type { ApiContext } from '../../context.ts';
import { requireCaller } from '../../http/caller.ts';
import { routeDoc } from '../../http/openapi.ts';
import { IdParamsSchema, SignedQuerySchema } from '../../http/params.ts';
import { requireOwnArticle } from '../articles/articles.service.ts';
import { getClassSummary } from './class-summary.service.ts';
import {
  getReportDocument,
  getReportHtml,
  getReportPdf,
  type ReportLanguages,
} from './reports.service.ts';

/** `?grading=N` opens the essay's Nth report (an earlier one stays viewable after a re-correction). */
const ReportQuerySchema = z.object({ grading: formId.optional() });
const DownloadQuerySchema = ReportLocaleSchema.extend(SignedQuerySchema.shape);

/** `?locale=` first, else the browser's language; `?feedback=` (the comments') else the essay's. */
function localeOf(
  query: z.infer<typeof ReportLocaleSchema>,
  acceptLanguage: string | undefined,
): ReportLanguages {
  return {
    locale: query.locale ?? (/^zh/i.test(acceptLanguage ?? '') ? 'zh-tw' : 'en-us'),
    feedback: query.feedback,
  };
}

export function registerReportRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.get(
    '/articles/:id/report.json',
    {
      schema: {
        ...routeDoc(
          'The report document: the engine’s report with the article’s header, ' +
            'the teacher’s level, comment and decisions',
          'teacher',
        ),
        params: IdParamsSchema,
        querystring: ReportQuerySchema,
        response: { 200: ReportDocumentSchema },
      },
    },
    async (request) => {
      const caller = await requireCaller(ctx, request, 'teacher');
      return getReportDocument(ctx, caller, request.params.id, request.query.grading);
    },
  );

  route.get(
    '/teacher/homeworks/:id/summary.json',
    {
      schema: {
        ...routeDoc(
          'Class summary: the report documents of the homework’s corrected essays',
          'teacher',
        ),
        params: IdParamsSchema,
        response: { 200: ClassSummaryDocumentSchema },
      },
    },
    async (request) => {
      const caller = await requireCaller(ctx, request, 'teacher');
      return getClassSummary(ctx, caller, request.params.id);
    },
  );

  route.get(
    '/articles/:id/report',
    {
      schema: {
        ...routeDoc('The report as sanitised HTML in the caller’s locale', 'teacher'),
        params: IdParamsSchema,
        querystring: ReportLocaleSchema,
      },
    },
    async (request, reply) => {
      const caller = await requireCaller(ctx, request, 'teacher');
      const html = await getReportHtml(
        ctx,
        caller,
        request.params.id,
        localeOf(request.query, request.headers['accept-language']),
      );
      return reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(html);
    },
  );

  route.get(
    '/articles/:id/report/download',
    {
      schema: {
        ...routeDoc('The report as a PDF (signed link from the article)'),
        params: IdParamsSchema,
        querystring: DownloadQuerySchema,
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (request.headers.authorization) {
        const caller = await requireCaller(ctx, request, 'teacher');
        await requireOwnArticle(ctx, caller, id);
      } else {
        await ctx.urls.verify(`/api/articles/${id}/report/download`, {
          exp: request.query.exp,
          sig: request.query.sig,
        });
      }
      const { pdf, fileName } = await getReportPdf(
        ctx,
        id,
        localeOf(request.query, request.headers['accept-language']),
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(fileName)}`)
        .send(pdf);
    },
  );
}
