import type { FastifyInstance } from 'fastify';
import {
  ConfirmTranscriptSchema,
  ImageContentSchema,
  ImageOrderSchema,
  ImagePagesSchema,
  type ImagePage,
} from '@essay/contracts';
import type { ApiContext } from '../../context.ts';
import { roleRoutes } from '../../http/routes.ts';
import {
  confirmAllWordsOf,
  confirmWord,
  listImages,
  saveImageContent,
  saveImages,
} from './images.service.ts';

/** The answer of every route here (`ImagePagesSchema`): the essay's pages as they are after `work`. */
async function pagesAfter(work: Promise<ImagePage[]>): Promise<{ images: ImagePage[] }> {
  return { images: await work };
}

export function registerImageRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const teacher = roleRoutes(app, ctx, 'teacher');

  teacher.get('/teacher/articles/:id/images', {
    summary: 'Essay image pages in order',
    answer: ImagePagesSchema,
    handler: ({ params }, caller) => pagesAfter(listImages(ctx, caller, params.id)),
  });

  teacher.patch('/teacher/articles/:id/images', {
    summary: 'Save page order (left-out pages are removed) and page texts',
    body: ImageOrderSchema,
    answer: ImagePagesSchema,
    handler: ({ params, body }, caller) => pagesAfter(saveImages(ctx, caller, params.id, body)),
  });

  teacher.patch('/teacher/articles/:id/images/:imageId', {
    summary: "Save one page's text",
    body: ImageContentSchema,
    answer: ImagePagesSchema,
    handler: ({ params, body }, caller) =>
      pagesAfter(saveImageContent(ctx, caller, params.id, params.imageId, body.content)),
  });

  teacher.patch('/teacher/articles/:id/images/:imageId/confirm', {
    summary: 'Confirm (or fix) one word the OCR was unsure of',
    body: ConfirmTranscriptSchema,
    answer: ImagePagesSchema,
    handler: ({ params, body }, caller) =>
      pagesAfter(confirmWord(ctx, caller, params.id, params.imageId, body)),
  });

  teacher.patch('/teacher/articles/:id/images/confirm-all', {
    summary: 'Confirm every word the OCR was unsure of that is still to be confirmed',
    answer: ImagePagesSchema,
    handler: ({ params }, caller) => pagesAfter(confirmAllWordsOf(ctx, caller, params.id)),
  });
}
