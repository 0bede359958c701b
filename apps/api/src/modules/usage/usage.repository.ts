import { REPORT_TIME_ZONE } from '@essay/contracts';
import type { Db } from '@essay/db';

/** Days are Taiwan's: `from` at 00:00 up to the day after `to`, 00:00. */
const RANGE = `($2::date)::timestamp AT TIME ZONE '${REPORT_TIME_ZONE}' AND %COL% < ($3::date + 1)::timestamp AT TIME ZONE '${REPORT_TIME_ZONE}'`;

export interface CorrectionRecord {
  points: number;
  requested_by: number;
  week: string;
  student_user_id: number | null;
  assigned_classes: number[];
}

/** The school's corrections that finished in the range (failed ones are refunded: not counted). */
export async function listCorrections(
  db: Db,
  schoolId: number,
  from: string,
  to: string,
): Promise<CorrectionRecord[]> {
  return db.query<CorrectionRecord>(
    `SELECT g.points, g.requested_by, a.student_user_id, h.assigned_classes,
            to_char(date_trunc('week', g.finished_at AT TIME ZONE '${REPORT_TIME_ZONE}'), 'YYYY-MM-DD') AS week
     FROM api.gradings g JOIN api.homeworks h ON h.id = g.homework_id LEFT JOIN api.articles a ON a.id = g.article_id
     WHERE h.school_id = $1 AND g.status = 'done' AND g.finished_at >= ${RANGE.replace('%COL%', 'g.finished_at')}`,
    [schoolId, from, to],
  );
}

export interface GradedEssayRecord {
  homework_id: number;
  homework_name: string;
  assigned_classes: number[];
  student_user_id: number | null;
  level: string;
}

/** The school's essays graded in the range, with the level shown for them (the teacher's own first). */
export async function listGradedEssays(
  db: Db,
  schoolId: number,
  from: string,
  to: string,
): Promise<GradedEssayRecord[]> {
  return db.query<GradedEssayRecord>(
    `SELECT h.id AS homework_id, h.name AS homework_name, h.assigned_classes, a.student_user_id,
            COALESCE(a.teacher_override->>'level', a.level_label, a.score::text, '') AS level
     FROM api.articles a JOIN api.homeworks h ON h.id = a.homework_id
     WHERE h.school_id = $1 AND a.status = 'graded' AND a.graded_at >= ${RANGE.replace('%COL%', 'a.graded_at')}
     ORDER BY h.id`,
    [schoolId, from, to],
  );
}
