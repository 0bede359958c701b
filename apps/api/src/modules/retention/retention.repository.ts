import { REPORT_TIME_ZONE } from '@essay/contracts';
import { findQuery, listQuery, sql, statement } from '@essay/db';
import { q } from '../../db/tables.ts';

/** Without a row of its own a school keeps essays this many school years (issue 18). */
export const DEFAULT_RETENTION_YEARS = 3;

export const findRetentionYears = findQuery(
  (schoolId: number) =>
    q.selectFrom('api.school_settings').select('retention_years').where('school_id', '=', schoolId),
  (row) => row?.retention_years ?? DEFAULT_RETENTION_YEARS,
);

export const saveRetentionYears = statement((schoolId: number, years: number) =>
  q
    .insertInto('api.school_settings')
    .values({ school_id: schoolId, retention_years: years })
    .onConflict((oc) =>
      oc.column('school_id').doUpdateSet((eb) => ({
        retention_years: eb.ref('excluded.retention_years'),
        updated_at: sql<Date>`now()`,
      })),
    ),
);

export interface ExpiredHomework {
  id: number;
  school_id: number;
  deadline: Date | string;
  expires_at: Date | string;
  article_ids: number[];
  file_ids: number[];
}

const TAIWAN = sql.lit(REPORT_TIME_ZONE);

/**
 * Homework whose keeping time is over and that still holds something personal: essays, files
 * or its list of student names. A Taiwanese school year starts on 1 August, so a homework is kept
 * for the rest of its deadline's school year and then `retention_years` more; it expires on the
 * 1 August after that, at midnight in Taiwan.
 */
export const listExpiredHomework = listQuery((now: Date) =>
  q
    .with('kept', (qb) =>
      qb
        .selectFrom('api.homeworks as h')
        .leftJoin('api.school_settings as s', 's.school_id', 'h.school_id')
        .select(['h.id', 'h.school_id', 'h.submission_deadline_at as deadline', 'h.students'])
        .select(
          sql<Date>`make_date(extract(year FROM (h.submission_deadline_at AT TIME ZONE ${TAIWAN}) - interval '7 months')::int
                        + 1 + COALESCE(s.retention_years, ${sql.lit(DEFAULT_RETENTION_YEARS)}), 8, 1)::timestamp AT TIME ZONE ${TAIWAN}`.as(
            'expires_at',
          ),
        ),
    )
    .selectFrom('kept as k')
    .select(['k.id', 'k.school_id', 'k.deadline', 'k.expires_at'])
    .select((eb) => [
      eb.fn
        .coalesce(
          eb
            .selectFrom('api.articles as a')
            .select(sql<number[]>`array_agg(a.id ORDER BY a.id)`.as('ids'))
            .whereRef('a.homework_id', '=', 'k.id'),
          sql<number[]>`'{}'`,
        )
        .as('article_ids'),
      eb.fn
        .coalesce(
          eb
            .selectFrom('api.homework_files as f')
            .select(sql<number[]>`array_agg(f.id ORDER BY f.id)`.as('ids'))
            .whereRef('f.homework_id', '=', 'k.id')
            .where('f.article_id', 'is', null),
          sql<number[]>`'{}'`,
        )
        .as('file_ids'),
    ])
    .where('k.expires_at', '<=', now)
    .where((eb) =>
      eb.or([
        sql<boolean>`cardinality(k.students) > 0`,
        eb.exists(
          eb.selectFrom('api.articles as a').select('a.id').whereRef('a.homework_id', '=', 'k.id'),
        ),
        eb.exists(
          eb
            .selectFrom('api.homework_files as f')
            .select('f.id')
            .whereRef('f.homework_id', '=', 'k.id'),
        ),
      ]),
    )
    .orderBy('k.id')
    .$narrowType<{ article_ids: number[]; file_ids: number[] }>(),
);

/** The homework stays (its name, dates and counted corrections); the students' names on it go. */
export const clearHomeworkStudents = statement((homeworkId: number) =>
  q
    .updateTable('api.homeworks')
    .set({ students: sql<string[]>`'{}'` })
    .where('id', '=', homeworkId),
);
