import type { FastifyInstance } from 'fastify';
import { ConfirmTranscriptSchema, ImageContentSchema, ImageOrderSchema } from '@essay/contracts';
import type { ApiContext } from '../../context.ts';
import { requireCaller } from '../../http/caller.ts';
import { IdParamsSchema, ImageParamsSchema } from '../../http/params.ts';
import { parseInput } from '../../http/parse.ts';
import { confirmWord, listImages, saveImageContent, saveImages } from './images.service.ts';

export function registerImageRoutes(app: FastifyInstance, ctx: ApiContext): void {
  app.get('/teacher/articles/:id/images', { config: { doc: { summary: 'Essay image pages in order', roles: ['teacher'] } } }, async (request) => {
    const caller = await requireCaller(ctx, request, 'teacher');
    return { images: await listImages(ctx, caller, parseInput(IdParamsSchema, request.params).id) };
  });

  app.patch(
    '/teacher/articles/:id/images',
    { config: { doc: { summary: 'Save page order (left-out pages are removed) and page texts', roles: ['teacher'], body: ImageOrderSchema } } },
    async (request) => {
      const caller = await requireCaller(ctx, request, 'teacher');
      const { id } = parseInput(IdParamsSchema, request.params);
      return { images: await saveImages(ctx, caller, id, parseInput(ImageOrderSchema, request.body)) };
    },
  );

  app.patch(
    '/teacher/articles/:id/images/:imageId',
    { config: { doc: { summary: "Save one page's text", roles: ['teacher'], body: ImageContentSchema } } },
    async (request) => {
      const caller = await requireCaller(ctx, request, 'teacher');
      const { id, imageId } = parseInput(ImageParamsSchema, request.params);
      return { images: await saveImageContent(ctx, caller, id, imageId, parseInput(ImageContentSchema, request.body).content) };
    },
  );

  app.patch(
    '/teacher/articles/:id/images/:imageId/confirm',
    { config: { doc: { summary: 'Confirm (or fix) one word the OCR was unsure of', roles: ['teacher'], body: ConfirmTranscriptSchema } } },
    async (request) => {
      const caller = await requireCaller(ctx, request, 'teacher');
      const { id, imageId } = parseInput(ImageParamsSchema, request.params);
      return { images: await confirmWord(ctx, caller, id, imageId, parseInput(ConfirmTranscriptSchema, request.body)) };
    },
  );
}
