import { formId as id } from '@essay/contracts';
import { z } from 'zod';

export const IdParamsSchema = z.object({ id });
export const FileParamsSchema = z.object({ id, fileId: id });
export const ImageParamsSchema = z.object({ id, imageId: id });
export const SignedQuerySchema = z.object({
  exp: z.string().max(20).optional(),
  sig: z.string().max(1000).optional(),
});
