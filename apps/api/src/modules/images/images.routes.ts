import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ConfirmTranscriptSchema,
  ImageContentSchema,
  ImageOrderSchema,
  ImagePagesSchema,
} from '@essay/contracts';
import type { ApiContext } from '../../context.ts';
import { requireCaller } from '../../http/caller.ts';
import { routeDoc } from '../../http/openapi.ts';
import { IdParamsSchema, ImageParamsSchema } from '../../http/params.ts';
import { confirmWord, listImages, saveImageContent, saveImages } from './images.service.ts';

export function registerImageRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const pages = (summary: string) => ({
    ...routeDoc(summary, 'teacher'),
    response: { 200: ImagePagesSchema },
  });

  route.get(
    '/teacher/articles/:id/images',
    { schema: { ...pages('Essay image pages in order'), params: IdParamsSchema } },
    async (request) => {
      const caller = await requireCaller(ctx, request, 'teacher');
      return { images: await listImages(ctx, caller, request.params.id) };
    },
  );

  route.patch(
    '/teacher/articles/:id/images',
    {
      schema: {
        ...pages('Save page order (left-out pages are removed) and page texts'),
        params: IdParamsSchema,
        body: ImageOrderSchema,
      },
    },
    async (request) => {
      const caller = await requireCaller(ctx, request, 'teacher');
      return { images: await saveImages(ctx, caller, request.params.id, request.body) };
    },
  );

  route.patch(
    '/teacher/articles/:id/images/:imageId',
    {
      schema: {
        ...pages("Save one page's text"),
        params: ImageParamsSchema,
        body: ImageContentSchema,
      },
    },
    async (request) => {
      const caller = await requireCaller(ctx, request, 'teacher');
      const { id, imageId } = request.params;
      return { images: await saveImageContent(ctx, caller, id, imageId, request.body.content) };
    },
  );

  route.patch(
    '/teacher/articles/:id/images/:imageId/confirm',
    {
      schema: {
        ...pages('Confirm (or fix) one word the OCR was unsure of'),
        params: ImageParamsSchema,
        body: ConfirmTranscriptSchema,
      },
    },
    async (request) => {
      const caller = await requireCaller(ctx, request, 'teacher');
      const { id, imageId } = request.params;
      return { images: await confirmWord(ctx, caller, id, imageId, request.body) };
    },
  );
}
