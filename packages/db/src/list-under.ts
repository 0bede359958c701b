import type { Db } from './db.ts';

type Check<Ctx, Caller> = (ctx: Ctx, caller: Caller, id: number) => Promise<unknown>;
type ListUnder<Ctx, Caller, Out> = (ctx: Ctx, caller: Caller, id: number) => Promise<Out[]>;

/*
 * A service's list of the rows under one record (a homework's files, an essay's pages, a class's
 * students): `check` lets the caller reach record `id` or throws (404, 403), then `rows` reads them.
 * Declared like a repository's `listQuery`: the callers' `(ctx, caller, id)` stays as it was.
 */

/** `(ctx, caller, id)`: the rows under record `id`, once `check` let the caller reach it. */
export function listUnder<Ctx extends { db: Db }, Caller, Row>(
  check: Check<Ctx, Caller>,
  rows: (db: Db, id: number) => Promise<Row[]>,
): ListUnder<Ctx, Caller, Row>;
/** `(ctx, caller, id)`: what `each` makes of each row under record `id`. */
export function listUnder<Ctx extends { db: Db }, Caller, Row, Out>(
  check: Check<Ctx, Caller>,
  rows: (db: Db, id: number) => Promise<Row[]>,
  each: (row: Row, ctx: Ctx, caller: Caller) => Out,
): ListUnder<Ctx, Caller, Out>;
export function listUnder<Ctx extends { db: Db }, Caller, Row, Out>(
  check: Check<Ctx, Caller>,
  rows: (db: Db, id: number) => Promise<Row[]>,
  each?: (row: Row, ctx: Ctx, caller: Caller) => Out,
): ListUnder<Ctx, Caller, Row | Out> {
  return async (ctx, caller, id) => {
    await check(ctx, caller, id);
    const list = await rows(ctx.db, id);
    return each ? list.map((row) => each(row, ctx, caller)) : list;
  };
}
