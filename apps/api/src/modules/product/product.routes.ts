import type { FastifyInstance } from 'fastify';
import { ProductInfoSchema } from '@essay/contracts';
import type { ApiContext } from '../../context.ts';
import { publicRoutes } from '../../http/routes.ts';
import { getProductInfo } from './product.service.ts';

export function registerProductRoutes(app: FastifyInstance, ctx: ApiContext): void {
  publicRoutes(app).get('/product', {
    summary: 'Product info',
    answer: ProductInfoSchema,
    handler: async () => getProductInfo(ctx.config),
  });
}
