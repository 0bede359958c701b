import { actorOf } from '../audit/audit.service.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AppError,
  HomeworkFileSchema,
  HomeworkFilesSchema,
  MAX_UPLOAD_BYTES,
  OkSchema,
} from '@essay/contracts';
import type { ApiContext } from '../../context.ts';
import { requireCaller } from '../../http/caller.ts';
import { routeDoc } from '../../http/openapi.ts';
import { FileParamsSchema, IdParamsSchema, SignedQuerySchema } from '../../http/params.ts';
import { openPageImage } from '../images/images.service.ts';
import {
  deleteHomeworkFile,
  listFiles,
  openFile,
  retryExtraction,
  uploadHomeworkFile,
} from './files.service.ts';

export function registerFileRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.get(
    '/teacher/homeworks/:id/files',
    {
      schema: {
        ...routeDoc('Files of a homework', 'teacher'),
        params: IdParamsSchema,
        response: { 200: HomeworkFilesSchema },
      },
    },
    async (request) => {
      const caller = await requireCaller(ctx, request, 'teacher');
      return { files: await listFiles(ctx, caller, request.params.id) };
    },
  );

  // The body is a multipart stream, read part by part: no body schema.
  route.post(
    '/teacher/homeworks/:id/files',
    {
      schema: {
        ...routeDoc(
          'Upload one file (multipart field "file"); streamed, sniffed by content',
          'teacher',
        ),
        params: IdParamsSchema,
        response: { 200: HomeworkFileSchema },
      },
    },
    async (request) => {
      const caller = await requireCaller(ctx, request, 'teacher');
      if (!request.isMultipart())
        throw new AppError(
          'multipart_required',
          'Send the file as multipart/form-data in the field "file"',
        );
      const part = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
      if (!part || part.fieldname !== 'file')
        throw new AppError('multipart_required', 'Send the file in the field "file"');
      return uploadHomeworkFile(ctx, caller, request.params.id, {
        filename: part.filename,
        stream: part.file,
      });
    },
  );

  route.delete(
    '/teacher/homeworks/:id/files/:fileId',
    {
      schema: {
        ...routeDoc('Delete a file not yet arranged', 'teacher'),
        params: FileParamsSchema,
        response: { 200: OkSchema },
      },
    },
    async (request) => {
      const caller = await requireCaller(ctx, request, 'teacher');
      await deleteHomeworkFile(ctx, caller, request.params.id, request.params.fileId);
      return { ok: true } as const;
    },
  );

  route.post(
    '/teacher/homeworks/:id/files/:fileId/extract',
    {
      schema: {
        ...routeDoc('Retry a failed text extraction', 'teacher'),
        params: FileParamsSchema,
        response: { 200: HomeworkFileSchema },
      },
    },
    async (request) => {
      const caller = await requireCaller(ctx, request, 'teacher');
      return retryExtraction(ctx, caller, request.params.id, request.params.fileId);
    },
  );

  // Signed links bound to the session: <a href> and <img src> send no Authorization header.
  const signed = { params: IdParamsSchema, querystring: SignedQuerySchema };
  route.get(
    '/files/:id/raw',
    { schema: { ...routeDoc('A homework file (signed link)'), ...signed } },
    async (request, reply) => {
      const { id } = request.params;
      const caller = await ctx.urls.verify(`/api/files/${id}/raw`, request.query);
      const { file, bytes } = await openFile(ctx, actorOf(caller, request), id);
      return reply
        .type(file.content_type)
        .header(
          'content-disposition',
          `attachment; filename*=UTF-8''${encodeURIComponent(file.file_name)}`,
        )
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );

  route.get(
    '/pages/:id/image',
    { schema: { ...routeDoc('An essay page image (signed link)'), ...signed } },
    async (request, reply) => {
      const { id } = request.params;
      const caller = await ctx.urls.verify(`/api/pages/${id}/image`, request.query);
      const image = await openPageImage(ctx, actorOf(caller, request), id);
      return reply.type('image/png').header('cache-control', 'private, no-store').send(image);
    },
  );
}
