import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Role } from '@essay/contracts';

/**
 * /api/docs: the OpenAPI 3.1 description @fastify/swagger builds from the routes' own zod schemas
 * (the ones that validate and serialise), so the description cannot drift from the code.
 */
export async function registerOpenApi(
  app: FastifyInstance,
  info: { title: string; version: string },
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info,
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  app.get('/docs', { schema: { hide: true } }, async () => app.swagger());
}

/** A route's summary and who may call it, for the description; errors answer `{ "error", "code" }`. */
export function routeDoc(summary: string, ...roles: Role[]) {
  return roles.length === 0
    ? { summary }
    : { summary, description: `Roles: ${roles.join(', ')}`, security: [{ bearer: [] }] };
}
