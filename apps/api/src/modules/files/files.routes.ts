import { actorOf } from '../audit/audit.service.ts';
import type { FastifyInstance } from 'fastify';
import {
  AppError,
  HomeworkFileSchema,
  HomeworkFilesSchema,
  MAX_UPLOAD_BYTES,
  OkSchema,
} from '@essay/contracts';
import type { ApiContext } from '../../context.ts';
import { answerOk, roleRoutes, signedRoutes } from '../../http/routes.ts';
import { openPageImage } from '../images/images.service.ts';
import {
  deleteHomeworkFile,
  downloadName,
  listFiles,
  openFile,
  retryExtraction,
  uploadHomeworkFile,
} from './files.service.ts';

export function registerFileRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const teacher = roleRoutes(app, ctx, 'teacher');

  teacher.get('/teacher/homeworks/:id/files', {
    summary: 'Files of a homework',
    answer: HomeworkFilesSchema,
    handler: async (request, caller) => ({
      files: await listFiles(ctx, caller, request.params.id),
    }),
  });

  // The body is a multipart stream, read part by part: no body schema.
  teacher.post('/teacher/homeworks/:id/files', {
    summary: 'Upload one file (multipart field "file"); streamed, sniffed by content',
    answer: HomeworkFileSchema,
    handler: async (request, caller) => {
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
  });

  teacher.delete('/teacher/homeworks/:id/files/:fileId', {
    summary: 'Delete a file not yet arranged',
    answer: OkSchema,
    handler: ({ params }, caller) =>
      answerOk(deleteHomeworkFile(ctx, caller, params.id, params.fileId)),
  });

  teacher.post('/teacher/homeworks/:id/files/:fileId/extract', {
    summary: 'Retry a failed text extraction',
    answer: HomeworkFileSchema,
    handler: ({ params }, caller) => retryExtraction(ctx, caller, params.id, params.fileId),
  });

  const signed = signedRoutes(app, ctx);
  signed.reply('/files/:id/raw', {
    summary: 'A homework file (signed link)',
    handler: async (request, caller, reply) => {
      const { file, bytes } = await openFile(ctx, actorOf(caller, request), request.params.id);
      return reply
        .type(file.content_type)
        .header(
          'content-disposition',
          `attachment; filename*=UTF-8''${encodeURIComponent(downloadName(file.file_name, file.kind))}`,
        )
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  });

  signed.reply('/pages/:id/image', {
    summary: 'An essay page image (signed link)',
    handler: async (request, caller, reply) => {
      const image = await openPageImage(ctx, actorOf(caller, request), request.params.id);
      return reply.type('image/png').header('cache-control', 'private, no-store').send(image);
    },
  });
}
