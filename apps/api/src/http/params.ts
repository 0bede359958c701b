import { formId as id } from '@essay/contracts';
import { z } from 'zod';

export const IdParamsSchema = z.object({ id });
export const FileParamsSchema = z.object({ id, fileId: id });
export const ImageParamsSchema = z.object({ id, imageId: id });
export const SignedQuerySchema = z.object({ exp: z.string().optional(), sig: z.string().optional() });
