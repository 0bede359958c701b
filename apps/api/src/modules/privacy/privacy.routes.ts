import type { FastifyInstance } from 'fastify';
import { PrivacyInfoSchema, type PrivacyInfo } from '@essay/contracts';
import type { ApiContext } from '../../context.ts';
import { configuredEngines } from '../../engines/configured-engines.ts';
import { publicRoutes } from '../../http/routes.ts';
import { DEFAULT_RETENTION_YEARS } from '../retention/retention.repository.ts';

/** The privacy page's facts, from this deployment's settings (no school data: public). */
export function getPrivacyInfo(ctx: ApiContext): PrivacyInfo {
  const { config } = ctx;
  return {
    product_name: config.productName,
    default_retention_years: DEFAULT_RETENTION_YEARS,
    min_retention_years: 1,
    max_retention_years: 10,
    database: ctx.db.kind,
    file_store: ctx.files.kind,
    engines: configuredEngines(config),
    contact: {
      name: config.customerService.name,
      email: config.customerService.email,
      phone: config.customerService.phone,
    },
  };
}

export function registerPrivacyRoutes(app: FastifyInstance, ctx: ApiContext): void {
  publicRoutes(app).get('/privacy', {
    summary: 'What the deployment keeps, for how long, and which engines read essays',
    answer: PrivacyInfoSchema,
    handler: async () => getPrivacyInfo(ctx),
  });
}
