import { actorOf, recordEvent } from '../audit/audit.service.ts';
import type { FastifyInstance } from 'fastify';
import { AppError, HomeworkFileSchema, MAX_UPLOAD_BYTES } from '@essay/contracts';
import type { ApiContext } from '../../context.ts';
import { requireCaller } from '../../http/caller.ts';
import { FileParamsSchema, IdParamsSchema, SignedQuerySchema } from '../../http/params.ts';
import { parseInput } from '../../http/parse.ts';
import { findPageImage } from '../images/images.repository.ts';
import { findFile } from './files.repository.ts';
import { deleteHomeworkFile, listFiles, retryExtraction, uploadHomeworkFile } from './files.service.ts';

export function registerFileRoutes(app: FastifyInstance, ctx: ApiContext): void {
  app.get('/teacher/homeworks/:id/files', { config: { doc: { summary: 'Files of a homework', roles: ['teacher'] } } }, async (request) => {
    const caller = await requireCaller(ctx, request, 'teacher');
    return { files: await listFiles(ctx, caller, parseInput(IdParamsSchema, request.params).id) };
  });

  app.post(
    '/teacher/homeworks/:id/files',
    { config: { doc: { summary: 'Upload one file (multipart field "file"); streamed, sniffed by content', roles: ['teacher'], response: HomeworkFileSchema } } },
    async (request) => {
      const caller = await requireCaller(ctx, request, 'teacher');
      const { id } = parseInput(IdParamsSchema, request.params);
      if (!request.isMultipart()) throw new AppError('multipart_required', 'Send the file as multipart/form-data in the field "file"');
      const part = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
      if (!part || part.fieldname !== 'file') throw new AppError('multipart_required', 'Send the file in the field "file"');
      return uploadHomeworkFile(ctx, caller, id, { filename: part.filename, stream: part.file });
    },
  );

  app.delete('/teacher/homeworks/:id/files/:fileId', { config: { doc: { summary: 'Delete a file not yet arranged', roles: ['teacher'] } } }, async (request) => {
    const caller = await requireCaller(ctx, request, 'teacher');
    const { id, fileId } = parseInput(FileParamsSchema, request.params);
    await deleteHomeworkFile(ctx, caller, id, fileId);
    return { ok: true };
  });

  app.post('/teacher/homeworks/:id/files/:fileId/extract', { config: { doc: { summary: 'Retry a failed text extraction', roles: ['teacher'] } } }, async (request) => {
    const caller = await requireCaller(ctx, request, 'teacher');
    const { id, fileId } = parseInput(FileParamsSchema, request.params);
    return retryExtraction(ctx, caller, id, fileId);
  });

  // Signed links bound to the session: <a href> and <img src> send no Authorization header.
  app.get('/files/:id/raw', async (request, reply) => {
    const { id } = parseInput(IdParamsSchema, request.params);
    const caller = await ctx.urls.verify(`/api/files/${id}/raw`, parseInput(SignedQuerySchema, request.query));
    const file = await findFile(ctx.db, id);
    if (!file) throw new AppError('file_not_found', 'File not found');
    await recordEvent(ctx, actorOf(caller, request), 'file.read', { fileId: id }, { subjectId: id });
    return reply
      .type(file.content_type)
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.file_name)}`)
      .header('x-content-type-options', 'nosniff')
      .send(await ctx.files.get(file.storage_key));
  });

  app.get('/pages/:id/image', async (request, reply) => {
    const { id } = parseInput(IdParamsSchema, request.params);
    const caller = await ctx.urls.verify(`/api/pages/${id}/image`, parseInput(SignedQuerySchema, request.query));
    const page = await findPageImage(ctx.db, id);
    if (!page) throw new AppError('page_not_found', 'Page not found');
    await recordEvent(ctx, actorOf(caller, request), 'page.read', { pageId: id }, { subjectId: id });
    return reply.type('image/png').header('cache-control', 'private, no-store').send(await ctx.files.get(page.image_key));
  });
}
