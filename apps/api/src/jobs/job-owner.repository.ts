import type { Db, JobOwner } from '@essay/db';

export async function ownerOfHomework(db: Db, homeworkId: number): Promise<JobOwner> {
  const [row] = await db.query<{ school: number; teacher: number }>('SELECT school_id AS school, teacher_id AS teacher FROM api.homeworks WHERE id = $1', [homeworkId]);
  return row ?? { school: 0, teacher: 0 };
}

export async function ownerOfArticle(db: Db, articleId: number): Promise<JobOwner> {
  const [row] = await db.query<{ school: number; teacher: number }>(
    'SELECT h.school_id AS school, h.teacher_id AS teacher FROM api.articles a JOIN api.homeworks h ON h.id = a.homework_id WHERE a.id = $1',
    [articleId],
  );
  return row ?? { school: 0, teacher: 0 };
}
