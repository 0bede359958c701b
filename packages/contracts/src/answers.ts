import { z } from 'zod';
import { PagerSchema, PointAskSchema } from './account.ts';
import {
  AddibleArticleSchema,
  ArticleSummarySchema,
  HomeworkFileSchema,
  ImagePageSchema,
  ModelArticleSchema,
} from './homework.ts';

/**
 * The product API's answers that are a list or a count around the resource schemas: declared once,
 * here, for the route (validation, serialisation, /api/docs) and the web app (parsing) alike.
 */
export const OkSchema = z.object({ ok: z.literal(true) });
export const HomeworkFilesSchema = z.object({ files: z.array(HomeworkFileSchema) });
export const ImagePagesSchema = z.object({ images: z.array(ImagePageSchema) });
export const ArrangedArticlesSchema = z.object({
  articles: z.array(ArticleSummarySchema),
  auto_named: z.number().int(),
});
export const ModelArticleListSchema = z.object({ articles: z.array(ModelArticleSchema) });
export const AddibleArticleListSchema = z.object({ articles: z.array(AddibleArticleSchema) });
export const ModelArticlesAddedSchema = z.object({ added: z.number().int() });

/** One essay's correction started: how many were queued and the points charged. */
export const GradingStartedSchema = z.object({
  queued: z.number().int(),
  points: z.number().int(),
});
/** Correct-all also says how many essays will be corrected once their text is read (issue 12). */
export const CorrectAllAnswerSchema = GradingStartedSchema.extend({
  waiting: z.number().int(),
  /** Essays left out until their OCR transcript is confirmed (issue 28). */
  unconfirmed: z.number().int(),
});
/** Either answer, as the web app reads it. */
export const GradingAnswerSchema = GradingStartedSchema.extend({
  waiting: z.number().int().default(0),
  unconfirmed: z.number().int().default(0),
});
export type GradingAnswer = z.infer<typeof GradingAnswerSchema>;

export const SchoolAskListSchema = z.object({
  rows: z.array(PointAskSchema),
  pager: PagerSchema.optional(),
  /** School-wide unprocessed count; rows alone are only one page. */
  pending: z.number().int().min(0).optional(),
});
