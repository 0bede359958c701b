import { checkInput, serializeAnswer } from '@essay/contracts';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  HTTPMethods,
} from 'fastify';
import type { z } from 'zod';

/**
 * Routes of both servers declare their zod schemas from packages/contracts once, in `schema`:
 * the validator refuses input exactly as `parseOrThrow` does (same code, message and status), the
 * serialiser sends what the response schema parses (a mismatch is a 500 and fails the tests), the
 * handler's types come from the schemas and /api/docs from @fastify/swagger.
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

/** A schema a route may leave out. */
export type RouteSchema = z.ZodType | undefined;

/**
 * A route's input, as zod schemas of packages/contracts; what is not declared is not validated.
 * Both servers' route helpers declare their routes' input with it (`RouteInput<P, Q, B>`).
 */
export interface RouteInput<
  P extends RouteSchema = RouteSchema,
  Q extends RouteSchema = RouteSchema,
  B extends RouteSchema = RouteSchema,
> {
  params?: P;
  query?: Q;
  body?: B;
}

/** What a schema parses to; an undeclared part of the request is `unknown`. */
type Parsed<S> = [NonNullable<S>] extends [never] ? unknown : z.output<NonNullable<S>>;

/** The request a handler gets: its params, query and body are what the route's schemas parsed. */
export type RouteRequest<I extends RouteInput> = FastifyRequest<{
  Params: Parsed<I['params']>;
  Querystring: Parsed<I['query']>;
  Body: Parsed<I['body']>;
}>;

/** How each server's route helpers (api `http/routes.ts`, account `http/routes.ts`) add a route. */
export interface RouteDeclaration<I extends RouteInput, C> {
  method: HTTPMethods;
  url: string;
  input: I;
  /** The rest of the schema: the answer (`response`) and, for /api/docs, summary and security. */
  schema: FastifySchema;
  /** Who calls; refuses (401, 403) a caller who may not. Runs after the input was validated. */
  callerOf: (request: FastifyRequest) => Promise<C>;
  handler: (request: RouteRequest<I>, caller: C, reply: FastifyReply) => Promise<unknown>;
}

/**
 * One route, declared once: Fastify validates the input with its schemas before the handler runs
 * (so a 400 can come before a 401), then the caller is resolved and the handler gets both.
 */
export function declareRoute<I extends RouteInput, C>(
  app: FastifyInstance,
  { method, url, input, schema, callerOf, handler }: RouteDeclaration<I, C>,
): void {
  const { params, query, body } = input;
  app.route({
    method,
    url,
    schema: {
      ...schema,
      ...(params && { params }),
      ...(query && { querystring: query }),
      ...(body && { body }),
    },
    // Safe: the validator compiler has parsed params, query and body with these very schemas.
    handler: async (request, reply) =>
      handler(request as RouteRequest<I>, await callerOf(request), reply),
  });
}
