import type { Db } from '@essay/db';
import type { RereadAnswerKind } from '@essay/contracts';

export interface RereadRow {
  id: number;
  article_id: number;
  article_title: string;
  student_name: string;
  note: string;
  created_at: Date | string;
  answer: RereadAnswerKind | null;
  reply: string;
  answered_at: Date | string | null;
  homework_id: number;
  teacher_id: number;
}

const SELECT_REREAD = `
  SELECT r.id, r.article_id, a.title AS article_title, a.student_name, r.note, r.created_at, r.answer, r.reply, r.answered_at,
         a.homework_id, h.teacher_id
  FROM api.reread_requests r JOIN api.articles a ON a.id = r.article_id JOIN api.homeworks h ON h.id = a.homework_id`;

export async function listArticleRereads(db: Db, articleId: number): Promise<RereadRow[]> {
  return db.query<RereadRow>(`${SELECT_REREAD} WHERE r.article_id = $1 ORDER BY r.id`, [articleId]);
}

export async function listHomeworkRereads(db: Db, homeworkId: number): Promise<RereadRow[]> {
  return db.query<RereadRow>(`${SELECT_REREAD} WHERE a.homework_id = $1 ORDER BY r.answered_at IS NOT NULL, r.id`, [homeworkId]);
}

/** A request about an essay of the teacher's own homework, or nothing. */
export async function findTeacherReread(db: Db, teacherId: number, id: number): Promise<RereadRow | undefined> {
  return (await db.query<RereadRow>(`${SELECT_REREAD} WHERE r.id = $1 AND h.teacher_id = $2`, [id, teacherId]))[0];
}

/** Answers nothing when the essay already has an open request (one at a time). */
export async function insertReread(db: Db, articleId: number, studentId: number, note: string): Promise<number | undefined> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO api.reread_requests (article_id, student_user_id, note) VALUES ($1, $2, $3)
     ON CONFLICT (article_id) WHERE answered_at IS NULL DO NOTHING RETURNING id`,
    [articleId, studentId, note],
  );
  return rows[0]?.id;
}

/** Records the answer once; false when it was answered meanwhile. */
export async function answerReread(db: Db, id: number, teacherId: number, answer: RereadAnswerKind, reply: string): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    `UPDATE api.reread_requests SET answer = $3, reply = $4, answered_by = $2, answered_at = now()
     WHERE id = $1 AND answered_at IS NULL RETURNING id`,
    [id, teacherId, answer, reply],
  );
  return rows.length > 0;
}
