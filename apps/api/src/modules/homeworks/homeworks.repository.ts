import type { Db } from '@essay/db';
import type { HomeworkInput } from '@essay/contracts';

export interface HomeworkRow {
  id: number;
  school_id: number;
  teacher_id: number;
  name: string;
  instructions: string;
  submission_method: 'teacher' | 'student';
  submission_begin_at: Date | string;
  submission_deadline_at: Date | string;
  assigned_classes: number[];
  students: string[];
  rubric: string;
  allow_revision: boolean;
  released: boolean;
  created_at: Date | string;
  articles_total: number;
  articles_grading: number;
  articles_graded: number;
  articles_submitted: number;
}

const SELECT_HOMEWORK = `
  SELECT h.*,
    (SELECT count(*)::int FROM api.articles a WHERE a.homework_id = h.id) AS articles_total,
    (SELECT count(*)::int FROM api.articles a WHERE a.homework_id = h.id AND a.status = 'grading') AS articles_grading,
    (SELECT count(*)::int FROM api.articles a WHERE a.homework_id = h.id AND a.status IN ('graded', 'failed')) AS articles_graded,
    (SELECT count(*)::int FROM api.articles a WHERE a.homework_id = h.id AND a.status = 'submitted') AS articles_submitted
  FROM api.homeworks h`;

export async function listTeacherHomeworks(db: Db, teacherId: number, limit: number, offset: number): Promise<{ rows: HomeworkRow[]; total: number }> {
  const rows = await db.query<HomeworkRow>(`${SELECT_HOMEWORK} WHERE h.teacher_id = $1 ORDER BY h.created_at DESC, h.id DESC LIMIT $2 OFFSET $3`, [teacherId, limit, offset]);
  const total = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM api.homeworks WHERE teacher_id = $1', [teacherId]);
  return { rows, total: total[0]?.n ?? 0 };
}

/** The teacher's own homework, or nothing: another teacher's or school's homework does not exist for them. */
export async function findTeacherHomework(db: Db, teacherId: number, id: number): Promise<HomeworkRow | undefined> {
  return (await db.query<HomeworkRow>(`${SELECT_HOMEWORK} WHERE h.id = $1 AND h.teacher_id = $2`, [id, teacherId]))[0];
}

export async function insertHomework(db: Db, owner: { schoolId: number; teacherId: number }, input: HomeworkInput): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO api.homeworks (school_id, teacher_id, name, instructions, submission_method, submission_begin_at,
       submission_deadline_at, assigned_classes, students, rubric, allow_revision)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
    [owner.schoolId, owner.teacherId, input.name, input.instructions, input.submission_method, input.submission_begin_at,
      input.submission_deadline_at, input.assigned_classes, input.students, input.rubric, input.allow_revision],
  );
  return rows[0]!.id;
}

export async function updateHomework(db: Db, id: number, input: HomeworkInput): Promise<void> {
  await db.query(
    `UPDATE api.homeworks SET name = $2, instructions = $3, submission_method = $4, submission_begin_at = $5,
       submission_deadline_at = $6, assigned_classes = $7, students = $8, rubric = $9, allow_revision = $10, updated_at = now()
     WHERE id = $1`,
    [id, input.name, input.instructions, input.submission_method, input.submission_begin_at, input.submission_deadline_at,
      input.assigned_classes, input.students, input.rubric, input.allow_revision],
  );
}

export async function countArticlesAwaitingCorrection(db: Db, teacherId: number): Promise<number> {
  const rows = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM api.articles a JOIN api.homeworks h ON h.id = a.homework_id
     WHERE h.teacher_id = $1 AND a.status = 'submitted'`,
    [teacherId],
  );
  return rows[0]?.n ?? 0;
}

/** Open homework students hand in, of the student's classes, that has no essay of theirs yet. */
export async function countPendingAssignments(db: Db, studentId: number, schoolId: number, classIds: number[]): Promise<number> {
  if (classIds.length === 0) return 0;
  const rows = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM api.homeworks h
     WHERE h.school_id = $3 AND h.submission_method = 'student' AND h.assigned_classes && $2::int[]
       AND h.submission_begin_at <= now() AND h.submission_deadline_at > now()
       AND NOT EXISTS (SELECT 1 FROM api.articles a WHERE a.homework_id = h.id AND a.student_user_id = $1)`,
    [studentId, classIds, schoolId],
  );
  return rows[0]?.n ?? 0;
}

export async function setReleased(db: Db, id: number, released: boolean): Promise<void> {
  await db.query('UPDATE api.homeworks SET released = $2, updated_at = now() WHERE id = $1', [id, released]);
}

/** The homework's student list (none when it has no list or is gone). */
export async function findHomeworkStudents(db: Db, homeworkId: number): Promise<string[]> {
  const [row] = await db.query<{ students: string[] }>('SELECT students FROM api.homeworks WHERE id = $1', [homeworkId]);
  return row?.students ?? [];
}
