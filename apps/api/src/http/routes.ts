import {
  declareRoute,
  type Caller,
  type RouteDeclaration,
  type RouteInput,
  type RouteRequest,
  type RouteSchema,
} from '@essay/account';
import { rolesActingAs, type AuditRecord, type Role } from '@essay/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { z } from 'zod';
import type { ApiContext } from '../context.ts';
import { actorOf, recordEvent, type AuditTarget } from '../modules/audit/audit.service.ts';
import { requireCaller, type ApiCaller } from './caller.ts';
import { routeDoc } from './openapi.ts';
import { pathIdsSchema, SignedQuerySchema, type PathIds } from './params.ts';

/** A route's summary in /api/docs and its schemas; `params` defaults to the url's ids (`pathIdsSchema`). */
interface RouteOf<
  P extends RouteSchema,
  Q extends RouteSchema,
  B extends RouteSchema,
  A extends RouteSchema,
> extends RouteInput<P, Q, B> {
  summary: string;
  /** The JSON answer (`{ 200: answer }`): it checks what is sent and describes it in /api/docs. */
  answer?: A;
}

/** The request of a route at `url`: its params are the url's ids unless the route declares them. */
type RequestAt<
  U extends string,
  P extends RouteSchema,
  Q extends RouteSchema,
  B extends RouteSchema,
> = RouteRequest<{
  params: P extends z.ZodType ? P : z.ZodType<PathIds<U>>;
  query: Q;
  body: B;
}>;

/** An event of the trail: what was done (`action`) to what (`target`); see `recordEvent`. */
export interface AuditEntry {
  action: AuditRecord['action'];
  target: AuditTarget;
  subjectId?: number;
  detail?: AuditRecord['detail'];
}

type Answer<A extends RouteSchema> = A extends z.ZodType ? z.output<A> : never;

/** Declares a JSON route: its summary, its schemas and its handler, which answers `answer`. */
type JsonDeclaration<C> = <
  U extends string,
  A extends z.ZodType,
  P extends RouteSchema = undefined,
  Q extends RouteSchema = undefined,
  B extends RouteSchema = undefined,
>(
  url: U,
  route: RouteOf<P, Q, B, A> & {
    answer: A;
    handler: (request: RequestAt<U, P, Q, B>, caller: C) => Promise<z.output<A>>;
    /** The event the route leaves on the trail (by the caller, from its address) once it succeeded. */
    audit?: C extends Caller
      ? (request: RequestAt<U, P, Q, B>, answer: z.output<A>) => AuditEntry | undefined
      : never;
  },
) => void;

/** Declares a GET whose handler answers through `reply`: a file, a page, or (with `answer`) JSON or CSV. */
type ReplyDeclaration<C> = <
  U extends string,
  A extends RouteSchema = undefined,
  P extends RouteSchema = undefined,
  Q extends RouteSchema = undefined,
  B extends RouteSchema = undefined,
>(
  url: U,
  route: RouteOf<P, Q, B, A> & {
    handler: (
      request: RequestAt<U, P, Q, B>,
      caller: C,
      reply: FastifyReply,
    ) => Promise<FastifyReply | Answer<A>>;
  },
) => void;

/** The one way a product API route is declared (docs/decisions/0027). */
export type ApiRoutes<C> = Record<
  'get' | 'post' | 'put' | 'patch' | 'delete',
  JsonDeclaration<C>
> & {
  reply: ReplyDeclaration<C>;
};

type Declared<C> = RouteOf<RouteSchema, RouteSchema, RouteSchema, RouteSchema> & {
  handler: RouteDeclaration<RouteInput, C>['handler'];
  audit?: (request: FastifyRequest, answer: unknown) => AuditEntry | undefined;
};

/** Records a route's audit entry: only the routes of a signed-in caller have one. */
type Recorder<C> = (caller: C, request: FastifyRequest, entry: AuditEntry) => Promise<void>;

function recorder(ctx: ApiContext): Recorder<Caller> {
  return (caller, request, { action, target, ...extra }) =>
    recordEvent(ctx, actorOf(caller, request), action, target, extra);
}

function apiRoutes<C>(
  app: FastifyInstance,
  roles: Role[],
  callerOf: (request: FastifyRequest) => Promise<C>,
  { query, record }: { query?: z.ZodType; record?: Recorder<C> } = {},
): ApiRoutes<C> {
  const declare = (method: HTTPMethods, url: string, route: Declared<C>) => {
    const { summary, answer, audit, params = pathIdsSchema(url), ...input } = { query, ...route };
    const handler: Declared<C>['handler'] =
      audit && record
        ? async (request, caller, reply) => {
            const answered = await route.handler(request, caller, reply);
            const entry = audit(request, answered);
            if (entry) await record(caller, request, entry);
            return answered;
          }
        : route.handler;
    const schema = { ...routeDoc(summary, ...roles), ...(answer && { response: { 200: answer } }) };
    declareRoute(app, { method, url, input: { ...input, params }, schema, callerOf, handler });
  };
  // The declarations' own types check each route; from here on one shape serves them all.
  const json =
    (method: HTTPMethods): JsonDeclaration<C> =>
    (url, route) =>
      declare(method, url, route as Declared<C>);
  return {
    get: json('GET'),
    post: json('POST'),
    put: json('PUT'),
    patch: json('PATCH'),
    delete: json('DELETE'),
    reply: (url, route) => declare('GET', url, route as Declared<C>),
  };
}

/**
 * The routes of one role (a teacher's admit every role that teaches: `rolesActingAs`): the caller is checked through the account service (401 without a live
 * token, 403 for a member not yet approved or of another role) before the handler runs.
 */
export function roleRoutes(
  app: FastifyInstance,
  ctx: ApiContext,
  role: Role,
): ApiRoutes<ApiCaller> {
  const record = recorder(ctx);
  const roles = rolesActingAs(role);
  return apiRoutes(app, roles, (request) => requireCaller(ctx, request, ...roles), { record });
}

/** Routes without a caller: public facts, and the report PDF (which checks a token or a link itself). */
export function publicRoutes(app: FastifyInstance): ApiRoutes<undefined> {
  return apiRoutes(app, [], () => Promise.resolve(undefined));
}

/**
 * Signed links bound to the session (`<a href>` and `<img src>` send no Authorization header): the
 * caller is whoever the link to this very path was signed for (`?exp=&sig=`, checked after validation).
 */
export function signedRoutes(app: FastifyInstance, ctx: ApiContext): ApiRoutes<Caller> {
  const callerOf = (request: FastifyRequest) => {
    const params = request.params as Record<string, number>;
    const path = request.routeOptions.url!.replace(
      /:(\w+)/g,
      (_, name: string) => `${params[name]}`,
    );
    return ctx.urls.verify(path, request.query as z.output<typeof SignedQuerySchema>);
  };
  return apiRoutes(app, [], callerOf, { query: SignedQuerySchema, record: recorder(ctx) });
}

/** The `{ ok: true }` answer (`OkSchema`) of a route, once its work is done. */
export async function answerOk(work: Promise<unknown>): Promise<{ ok: true }> {
  await work;
  return { ok: true };
}
