import type { FastifyInstance } from 'fastify';
import { ProductInfoSchema } from '@essay/contracts';
import type { ApiContext } from '../../context.ts';
import { getProductInfo } from './product.service.ts';

export function registerProductRoutes(app: FastifyInstance, ctx: ApiContext): void {
  app.get('/product', { config: { doc: { summary: 'Product info', response: ProductInfoSchema } } }, async () =>
    getProductInfo(ctx.config),
  );
}
