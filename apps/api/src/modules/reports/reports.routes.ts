import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ClassSummaryDocumentSchema,
  formId,
  PseudonymQuerySchema,
  ReportDocumentSchema,
  ReportLocaleSchema,
} from '@essay/contracts';
import { z } from 'zod';
import type { ApiContext } from '../../context.ts';
import { requireCaller } from '../../http/caller.ts';
import { routeDoc } from '../../http/openapi.ts';
import { IdParamsSchema, SignedQuerySchema } from '../../http/params.ts';
import { requireOwnArticle } from '../articles/articles.service.ts';
import { actorOf, recordEvent, recordReportRead } from '../audit/audit.service.ts';
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
      const { id } = request.params;
      const document = await getReportDocument(ctx, caller, id, request.query.grading);
      await recordReportRead(ctx, caller, request, id, {
        format: 'json',
        grading: document.grading_number ?? null,
      });
      return document;
    },
  );

  route.get(
    '/teacher/homeworks/:id/summary.json',
    {
      schema: {
        ...routeDoc(
          'Class summary: the report documents of the homework’s corrected essays ' +
            '(pseudonymous=1: numbers instead of names)',
          'teacher',
        ),
        params: IdParamsSchema,
        querystring: PseudonymQuerySchema,
        response: { 200: ClassSummaryDocumentSchema },
      },
    },
    async (request) => {
      const caller = await requireCaller(ctx, request, 'teacher');
      const { id } = request.params;
      const pseudonymous = request.query.pseudonymous === '1';
      const summary = await getClassSummary(ctx, caller, id, pseudonymous);
      await recordEvent(
        ctx,
        actorOf(caller, request),
        'summary.read',
        { homeworkId: id },
        { detail: { pseudonymous } },
      );
      return summary;
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
      const { id } = request.params;
      const html = await getReportHtml(
        ctx,
        caller,
        id,
        localeOf(request.query, request.headers['accept-language']),
      );
      await recordReportRead(ctx, caller, request, id, { format: 'html' });
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
        ...routeDoc(
          'The report as a PDF (signed link from the article); pseudonymous=1: a number instead of the name',
        ),
        params: IdParamsSchema,
        querystring: DownloadQuerySchema,
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      let caller;
      if (request.headers.authorization) {
        caller = await requireCaller(ctx, request, 'teacher');
        await requireOwnArticle(ctx, caller, id);
      } else {
        caller = await ctx.urls.verify(`/api/articles/${id}/report/download`, {
          exp: request.query.exp,
          sig: request.query.sig,
        });
      }
      const pseudonymous = request.query.pseudonymous === '1';
      const languages = localeOf(request.query, request.headers['accept-language']);
      const { pdf, fileName } = await getReportPdf(ctx, id, languages, pseudonymous);
      await recordReportRead(ctx, caller, request, id, { format: 'pdf', pseudonymous });
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(fileName)}`)
        .send(pdf);
    },
  );
}
