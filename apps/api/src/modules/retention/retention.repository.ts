import { REPORT_TIME_ZONE } from '@essay/contracts';
import type { Db } from '@essay/db';

/** Without a row of its own a school keeps essays this many school years (issue 18). */
export const DEFAULT_RETENTION_YEARS = 3;

export async function findRetentionYears(db: Db, schoolId: number): Promise<number> {
  const rows = await db.query<{ retention_years: number }>(
    'SELECT retention_years FROM api.school_settings WHERE school_id = $1',
    [schoolId],
  );
  return rows[0]?.retention_years ?? DEFAULT_RETENTION_YEARS;
}

export async function saveRetentionYears(db: Db, schoolId: number, years: number): Promise<void> {
  await db.query(
    `INSERT INTO api.school_settings (school_id, retention_years) VALUES ($1, $2)
     ON CONFLICT (school_id) DO UPDATE SET retention_years = EXCLUDED.retention_years, updated_at = now()`,
    [schoolId, years],
  );
}

export interface ExpiredHomework {
  id: number;
  school_id: number;
  deadline: Date | string;
  expires_at: Date | string;
  article_ids: number[];
  file_ids: number[];
}

/**
 * Homework whose keeping time is over and that still holds something personal: essays, files
 * or its list of student names. A Taiwanese school year starts on 1 August, so a homework is kept
 * for the rest of its deadline's school year and then `retention_years` more; it expires on the
 * 1 August after that, at midnight in Taiwan.
 */
export async function listExpiredHomework(db: Db, now: Date): Promise<ExpiredHomework[]> {
  return db.query<ExpiredHomework>(
    `WITH kept AS (
       SELECT h.id, h.school_id, h.submission_deadline_at AS deadline, h.students,
              make_date(extract(year FROM (h.submission_deadline_at AT TIME ZONE '${REPORT_TIME_ZONE}') - interval '7 months')::int
                        + 1 + COALESCE(s.retention_years, ${DEFAULT_RETENTION_YEARS}), 8, 1)::timestamp AT TIME ZONE '${REPORT_TIME_ZONE}' AS expires_at
       FROM api.homeworks h LEFT JOIN api.school_settings s ON s.school_id = h.school_id
     )
     SELECT k.id, k.school_id, k.deadline, k.expires_at,
            COALESCE((SELECT array_agg(a.id ORDER BY a.id) FROM api.articles a WHERE a.homework_id = k.id), '{}') AS article_ids,
            COALESCE((SELECT array_agg(f.id ORDER BY f.id) FROM api.homework_files f WHERE f.homework_id = k.id AND f.article_id IS NULL), '{}') AS file_ids
     FROM kept k
     WHERE k.expires_at <= $1
       AND (cardinality(k.students) > 0
            OR EXISTS (SELECT 1 FROM api.articles a WHERE a.homework_id = k.id)
            OR EXISTS (SELECT 1 FROM api.homework_files f WHERE f.homework_id = k.id))
     ORDER BY k.id`,
    [now],
  );
}

/** The homework stays (its name, dates and counted corrections); the students' names on it go. */
export async function clearHomeworkStudents(db: Db, homeworkId: number): Promise<void> {
  await db.query("UPDATE api.homeworks SET students = '{}' WHERE id = $1", [homeworkId]);
}
