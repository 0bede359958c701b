import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ProductInfoSchema } from '@essay/contracts';
import type { ApiContext } from '../../context.ts';
import { routeDoc } from '../../http/openapi.ts';
import { getProductInfo } from './product.service.ts';

export function registerProductRoutes(app: FastifyInstance, ctx: ApiContext): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/product',
      { schema: { ...routeDoc('Product info'), response: { 200: ProductInfoSchema } } },
      async () => getProductInfo(ctx.config),
    );
}
