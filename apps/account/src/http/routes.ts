import {
  AccountOkSchema,
  accountAnswerSchema,
  accountRowsSchema,
  PageQuerySchema,
  type Pager,
} from '@essay/contracts';
import type { FastifyInstance, FastifyRequest, HTTPMethods } from 'fastify';
import type { z } from 'zod';
import type { AccountContext, Caller } from '../context.ts';
import { ok, okRows } from './answers.ts';
import { callerOf } from './caller.ts';
import {
  declareRoute,
  type RouteInput,
  type RouteRequest,
  type RouteSchema,
} from './zod-schemas.ts';

/** A list the handler answers: its rows, with the pager when it is a page of them. */
type Rows<T> = T[] | { rows: T[]; pager: Pager };

/** What the handler returns, which the route wraps in the account answer. */
type Result<D extends RouteSchema, R extends RouteSchema> = D extends z.ZodType
  ? z.output<D>
  : R extends z.ZodType
    ? Rows<z.output<R>>
    : void;

/**
 * Who may call: an approved member of a school (`member`), the user alone (`personal`: a member
 * still waiting for the school admin too), or anyone (signing in: no caller).
 */
export type Access = 'member' | 'personal' | 'anyone';

type CallerOf<A extends Access> = A extends 'anyone' ? undefined : Caller;

/**
 * An account route: its input schemas and what it answers: `data` (`{ state, data }`), `rows`
 * (`{ state, rows, pager? }`) or, with neither, `{ state }`.
 */
type Declaration<A extends Access> = <
  P extends RouteSchema = undefined,
  Q extends RouteSchema = undefined,
  B extends RouteSchema = undefined,
  D extends RouteSchema = undefined,
  R extends RouteSchema = undefined,
>(
  url: string,
  route: RouteInput<P, Q, B> & {
    data?: D;
    rows?: R;
    handler: (
      request: RouteRequest<RouteInput<P, Q, B>>,
      caller: CallerOf<A>,
    ) => Promise<Result<D, R>>;
  },
) => void;

interface Answered extends RouteInput {
  data?: z.ZodType;
  rows?: z.ZodType;
}

function answerSchemaOf({ data, rows }: Answered): z.ZodType {
  if (data) return accountAnswerSchema(data);
  return rows ? accountRowsSchema(rows) : AccountOkSchema;
}

function answerOf({ data, rows }: Answered, result: unknown) {
  if (data) return ok(result);
  if (!rows) return ok();
  const list = result as Rows<unknown>;
  return Array.isArray(list) ? okRows(list) : okRows(list.rows, list.pager);
}

/** A paged list (`POST url?page=N`): the service's rows of that page, answered with the pager. */
type PagedList<A extends Access> = <R extends z.ZodType>(
  url: string,
  rows: R,
  list: (
    ctx: AccountContext,
    caller: CallerOf<A>,
    page: number,
  ) => Promise<{ rows: z.output<R>[]; pager: Pager }>,
) => void;

/** The one way an account route is declared (docs/decisions/0027). */
export function accountRoutes<A extends Access>(
  app: FastifyInstance,
  ctx: AccountContext,
  access: A,
): Record<'get' | 'post', Declaration<A>> & { pages: PagedList<A> } {
  const resolve = (request: FastifyRequest) =>
    access === 'anyone'
      ? Promise.resolve(undefined)
      : callerOf(ctx, request, { pendingAllowed: access === 'personal' });
  const declare =
    (method: HTTPMethods): Declaration<A> =>
    (url, route) => {
      const { handler, data, rows, ...input } = route;
      declareRoute(app, {
        method,
        url,
        input,
        schema: { response: { 200: answerSchemaOf(route) } },
        callerOf: resolve as (request: FastifyRequest) => Promise<CallerOf<A>>,
        handler: async (request, caller) =>
          answerOf({ data, rows }, await handler(request, caller)),
      });
    };
  const post = declare('POST');
  return {
    get: declare('GET'),
    post,
    pages: (url, rows: z.ZodType, list) =>
      post(url, {
        query: PageQuerySchema,
        rows,
        handler: ({ query }, caller) => list(ctx, caller, query.page),
      }),
  };
}
