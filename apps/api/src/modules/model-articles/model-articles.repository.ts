import type { Db } from '@essay/db';

export interface ModelRow {
  id: number | null;
  article_id: number;
  homework_id: number;
  homework_name: string;
  title: string;
  student_name: string;
  content: string;
  score: number | null;
  level_label: string | null;
  show_name: boolean | null;
  report: { strengths?: { text: { 'zh-tw': string; en: string } }[] } | null;
}

const COLUMNS = `a.id AS article_id, a.homework_id, h.name AS homework_name, a.title, a.student_name, a.content,
  a.score, a.level_label, a.report`;
const FILTERS = `($2::int IS NULL OR a.homework_id = $2) AND ($3::numeric IS NULL OR a.score = $3)`;

export async function listModels(db: Db, teacherId: number, filter: { homeworkId: number | null; score: number | null }): Promise<ModelRow[]> {
  return db.query<ModelRow>(
    `SELECT m.id, m.show_name, ${COLUMNS} FROM api.model_articles m
     JOIN api.articles a ON a.id = m.article_id JOIN api.homeworks h ON h.id = a.homework_id
     WHERE h.teacher_id = $1 AND ${FILTERS} ORDER BY m.created_at DESC, m.id DESC`,
    [teacherId, filter.homeworkId, filter.score],
  );
}

export async function listAddible(db: Db, teacherId: number, filter: { homeworkId: number | null; score: number | null }): Promise<ModelRow[]> {
  return db.query<ModelRow>(
    `SELECT NULL::int AS id, NULL::boolean AS show_name, ${COLUMNS} FROM api.articles a JOIN api.homeworks h ON h.id = a.homework_id
     WHERE h.teacher_id = $1 AND a.status = 'graded' AND ${FILTERS}
       AND NOT EXISTS (SELECT 1 FROM api.model_articles m WHERE m.article_id = a.id)
     ORDER BY a.score DESC NULLS LAST, a.id`,
    [teacherId, filter.homeworkId, filter.score],
  );
}

/** Graded essays among `ids` that belong to the teacher's homework. */
export async function findOwnGradedIds(db: Db, teacherId: number, ids: number[]): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `SELECT a.id FROM api.articles a JOIN api.homeworks h ON h.id = a.homework_id
     WHERE h.teacher_id = $1 AND a.id = ANY($2::int[]) AND a.status = 'graded'`,
    [teacherId, ids],
  );
  return rows.map((r) => r.id);
}

export async function insertModels(db: Db, teacherId: number, articleIds: number[], showName: boolean): Promise<number> {
  const rows = await db.query(
    `INSERT INTO api.model_articles (article_id, teacher_id, show_name) SELECT unnest($1::int[]), $2, $3
     ON CONFLICT (article_id) DO NOTHING RETURNING id`,
    [articleIds, teacherId, showName],
  );
  return rows.length;
}

export async function deleteModel(db: Db, teacherId: number, id: number): Promise<boolean> {
  return (await db.query('DELETE FROM api.model_articles WHERE id = $1 AND teacher_id = $2 RETURNING id', [id, teacherId])).length > 0;
}

export async function setShowName(db: Db, teacherId: number, id: number, showName: boolean): Promise<boolean> {
  return (await db.query('UPDATE api.model_articles SET show_name = $3 WHERE id = $1 AND teacher_id = $2 RETURNING id', [id, teacherId, showName])).length > 0;
}

/** Model essays of homework assigned to any of the classes. */
export async function listModelsForClasses(db: Db, schoolId: number, classIds: number[]): Promise<ModelRow[]> {
  if (classIds.length === 0) return [];
  return db.query<ModelRow>(
    `SELECT m.id, m.show_name, ${COLUMNS} FROM api.model_articles m
     JOIN api.articles a ON a.id = m.article_id JOIN api.homeworks h ON h.id = a.homework_id
     WHERE h.school_id = $1 AND h.assigned_classes && $2::int[] ORDER BY m.created_at DESC, m.id DESC`,
    [schoolId, classIds],
  );
}
