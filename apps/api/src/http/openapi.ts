import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/** What a route tells the OpenAPI description; the same zod schemas validate the route. */
export interface RouteDoc {
  summary: string;
  roles?: ('student' | 'teacher' | 'admin')[];
  body?: z.ZodType;
  query?: z.ZodType;
  response?: z.ZodType;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    doc?: RouteDoc;
  }
}

function jsonSchema(schema: z.ZodType): unknown {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
}

/** Collects documented routes as they are added; answers the OpenAPI 3.1 document. */
export function collectOpenApi(app: FastifyInstance, info: { title: string; version: string }): () => unknown {
  const paths: Record<string, Record<string, unknown>> = {};
  app.addHook('onRoute', (route) => {
    const doc = route.config?.doc;
    if (!doc) return;
    const url = route.url.replace(/:([A-Za-z_]+)/g, '{$1}');
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      paths[url] ??= {};
      paths[url][method.toLowerCase()] = {
        summary: doc.summary,
        ...(doc.roles ? { description: `Roles: ${doc.roles.join(', ')}`, security: [{ bearer: [] }] } : {}),
        ...(doc.query ? { parameters: [{ in: 'query', name: 'query', schema: jsonSchema(doc.query) }] } : {}),
        ...(doc.body ? { requestBody: { content: { 'application/json': { schema: jsonSchema(doc.body) } } } } : {}),
        responses: {
          200: doc.response ? { description: 'OK', content: { 'application/json': { schema: jsonSchema(doc.response) } } } : { description: 'OK' },
          default: { description: 'Error: { "error": "…", "code": "…" }' },
        },
      };
    }
  });
  return () => ({
    openapi: '3.1.0',
    info,
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths,
  });
}
