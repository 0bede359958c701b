import type { FastifyInstance } from 'fastify';
import { SchoolStorageSchema } from '@essay/contracts';
import type { ApiContext } from '../../context.ts';
import { roleRoutes } from '../../http/routes.ts';
import { getSchoolStorage } from './storage.service.ts';

export function registerStorageRoutes(app: FastifyInstance, ctx: ApiContext): void {
  roleRoutes(app, ctx, 'admin').get('/admin/storage', {
    summary: 'What the school keeps in the file store: homework files and avatars (count, bytes)',
    answer: SchoolStorageSchema,
    handler: (_, { schoolId }) => getSchoolStorage(ctx, schoolId),
  });
}
