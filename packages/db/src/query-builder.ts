import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
  type Compilable,
  type RawBuilder,
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
