import type { FastifyInstance } from 'fastify';
import {
  ConfirmTranscriptSchema,
  ImageContentSchema,
  ImageOrderSchema,
  ImagePagesSchema,
} from '@essay/contracts';
import type { ApiContext } from '../../context.ts';
import { roleRoutes } from '../../http/routes.ts';
import { confirmWord, listImages, saveImageContent, saveImages } from './images.service.ts';

/** Every route here answers the essay's pages as they are after it: `{ images }`. */
export function registerImageRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const teacher = roleRoutes(app, ctx, 'teacher');

  teacher.get('/teacher/articles/:id/images', {
    summary: 'Essay image pages in order',
    answer: ImagePagesSchema,
    handler: async (request, caller) => ({
      images: await listImages(ctx, caller, request.params.id),
    }),
  });

  teacher.patch('/teacher/articles/:id/images', {
    summary: 'Save page order (left-out pages are removed) and page texts',
    body: ImageOrderSchema,
    answer: ImagePagesSchema,
    handler: async ({ params, body }, caller) => ({
      images: await saveImages(ctx, caller, params.id, body),
    }),
  });

  teacher.patch('/teacher/articles/:id/images/:imageId', {
    summary: "Save one page's text",
    body: ImageContentSchema,
    answer: ImagePagesSchema,
    handler: async ({ params, body }, caller) => ({
      images: await saveImageContent(ctx, caller, params.id, params.imageId, body.content),
    }),
  });

  teacher.patch('/teacher/articles/:id/images/:imageId/confirm', {
    summary: 'Confirm (or fix) one word the OCR was unsure of',
    body: ConfirmTranscriptSchema,
    answer: ImagePagesSchema,
    handler: async ({ params, body }, caller) => ({
      images: await confirmWord(ctx, caller, params.id, params.imageId, body),
    }),
  });
}
