import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
  type Compilable,
  type RawBuilder,
  type SelectQueryBuilder,
} from 'kysely';
import type { Db } from './db.ts';

/**
 * A typed query builder over a schema's table types (Kysely), used only to build and type SQL:
 * its compiled statement runs through our own client (`run`, `first`), so PGlite and PostgreSQL,
 * transactions and pg-boss's sends in them work as before. It never opens a connection itself.
 */
export function queryBuilder<Tables>(): Kysely<Tables> {
  return new Kysely<Tables>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (kysely) => new PostgresIntrospector(kysely),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
}

/** Runs a built query on `db` (a connection or a transaction); answers its typed rows. */
export async function run<Row>(db: Db, query: Compilable<Row>): Promise<Row[]> {
  const { sql, parameters } = query.compile();
  return (await db.query(sql, [...parameters])) as Row[];
}

/** The first row of a built query, if any. */
export async function first<Row>(db: Db, query: Compilable<Row>): Promise<Row | undefined> {
  return (await run(db, query))[0];
}

/** `count(*)` as a number: PostgreSQL counts in bigint, which both drivers read back as text. */
export const rowCount = sql<number>`count(*)::int`;

/** The `n` of a counting query (`rowCount.as('n')`); 0 when it answers no row. */
export async function count(db: Db, query: Compilable<{ n: number }>): Promise<number> {
  return (await first(db, query))?.n ?? 0;
}

/**
 * The start of the calendar day `day` (`YYYY-MM-DD`), `daysLater` days on, in `timeZone`: a
 * timestamptz. Report ranges are local days: `at >= startOfLocalDay(from) AND at < startOfLocalDay(to, 1)`.
 */
export function startOfLocalDay(day: string, timeZone: string, daysLater = 0): RawBuilder<Date> {
  return sql<Date>`(${day}::date + ${sql.lit(daysLater)})::timestamp AT TIME ZONE ${sql.lit(timeZone)}`;
}

/**
 * `column` on the local days `from` to `to` of `timeZone`, both inclusive; a bound left out leaves
 * that side open. Conditions for `eb.and(…)` (none: every row).
 */
export function onLocalDays(
  column: string,
  days: { from?: string | undefined; to?: string | undefined },
  timeZone: string,
): RawBuilder<boolean>[] {
  const at = sql.ref(column);
  return [
    ...(days.from === undefined
      ? []
      : [sql<boolean>`${at} >= ${startOfLocalDay(days.from, timeZone)}`]),
    ...(days.to === undefined
      ? []
      : [sql<boolean>`${at} < ${startOfLocalDay(days.to, timeZone, 1)}`]),
  ];
}

/**
 * How a repository statement is built from its arguments. `undefined`: nothing to ask (an empty
 * list of ids), so no rows, without a round trip (`IN ()` is not SQL).
 */
type Build<Args extends unknown[], Row> = (...args: Args) => Compilable<Row> | undefined;

async function rowsOf<Row>(db: Db, query: Compilable<Row> | undefined): Promise<Row[]> {
  return query === undefined ? [] : run(db, query);
}

/*
 * A repository function is one statement: the helpers below turn the statement's builder into
 * the `(db, …args)` function callers use, so each repository says only what it asks and what it
 * answers (every row, the first, nothing, whether a row changed, the new id, a count).
 */

/** `(db, …args)`: every row of the statement, or what `each` makes of each row. */
export function listQuery<Args extends unknown[], Row>(
  build: Build<Args, Row>,
): (db: Db, ...args: Args) => Promise<Row[]>;
export function listQuery<Args extends unknown[], Row, Out>(
  build: Build<Args, Row>,
  each: (row: Row) => Out,
): (db: Db, ...args: Args) => Promise<Out[]>;
export function listQuery<Args extends unknown[], Row, Out>(
  build: Build<Args, Row>,
  each?: (row: Row) => Out,
) {
  return async (db: Db, ...args: Args): Promise<(Row | Out)[]> => {
    const rows = await rowsOf(db, build(...args));
    return each ? rows.map(each) : rows;
  };
}

/** `(db, …args)`: the statement's first row if any, or what `answer` makes of it. */
export function findQuery<Args extends unknown[], Row>(
  build: Build<Args, Row>,
): (db: Db, ...args: Args) => Promise<Row | undefined>;
export function findQuery<Args extends unknown[], Row, Out>(
  build: Build<Args, Row>,
  answer: (row: Row | undefined) => Out,
): (db: Db, ...args: Args) => Promise<Out>;
export function findQuery<Args extends unknown[], Row, Out>(
  build: Build<Args, Row>,
  answer?: (row: Row | undefined) => Out,
) {
  return async (db: Db, ...args: Args): Promise<Row | Out | undefined> => {
    const [row] = await rowsOf(db, build(...args));
    return answer ? answer(row) : row;
  };
}

/** `(db, …args)`: runs the statement. */
export function statement<Args extends unknown[]>(build: Build<Args, unknown>) {
  return async (db: Db, ...args: Args): Promise<void> => {
    await rowsOf(db, build(...args));
  };
}

/** `(db, …args)`: whether the statement (`… returning`) changed a row. */
export function changeQuery<Args extends unknown[]>(build: Build<Args, unknown>) {
  return async (db: Db, ...args: Args): Promise<boolean> =>
    (await rowsOf(db, build(...args))).length > 0;
}

/** `(db, …args)`: the `id` the statement (`… returning('id')`) answered, if any. */
export function idQuery<Args extends unknown[]>(build: Build<Args, { id: number }>) {
  return findQuery(build, (row) => row?.id);
}

/** `(db, …args)`: the `n` of a counting statement (`rowCount.as('n')`), 0 without a row. */
export function countQuery<Args extends unknown[]>(build: Build<Args, { n: number }>) {
  return findQuery(build, (row) => row?.n ?? 0);
}

/**
 * One page of `rows` (`pick` chooses the columns and the order of the `rows` query) and how many
 * rows there are in all: the paged lists' `{ rows, records }`.
 */
export async function pageOf<DB, TB extends keyof DB, Row>(
  db: Db,
  rows: SelectQueryBuilder<DB, TB, object>,
  pick: (rows: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, Row>,
  limit: number,
  offset: number,
): Promise<{ rows: Row[]; records: number }> {
  return {
    rows: await run(db, pick(rows).limit(limit).offset(offset)),
    records: await count(db, rows.select(rowCount.as('n'))),
  };
}

/** The statement, unless `list` (the ids it asks about) is empty: then nothing is asked. */
export function unlessEmpty<Query>(list: readonly unknown[], query: Query): Query | undefined {
  return list.length === 0 ? undefined : query;
}

/** The row type a built query answers: a repository's row type, declared once by its select. */
export type RowOf<Query> = Query extends Compilable<infer Row> ? Row : never;
