import { checkInput, serializeAnswer } from '@essay/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

/**
 * Routes of both servers declare their zod schemas from packages/contracts once, in `schema`:
 * the validator refuses input exactly as `parseOrThrow` does (same code, message and status), the
 * serialiser sends what the response schema parses (a mismatch is a 500 and fails the tests), the
 * handler's types come from the type provider and /api/docs from @fastify/swagger.
 */
export function useZodSchemas(app: FastifyInstance): void {
  app.setValidatorCompiler<z.ZodType>(
    ({ schema }) =>
      (data) =>
        checkInput(schema, data),
  );
  app.setSerializerCompiler<z.ZodType>(
    ({ schema, method, url }) =>
      (data) =>
        serializeAnswer(schema, data, `${method} ${url}`),
  );
}
