import { first, type Db, type JobOwner } from '@essay/db';
import { q } from '../db/tables.ts';

const NOBODY: JobOwner = { school: 0, teacher: 0 };

export async function ownerOfHomework(db: Db, homeworkId: number): Promise<JobOwner> {
  const row = await first(
    db,
    q
      .selectFrom('api.homeworks')
      .select(['school_id as school', 'teacher_id as teacher'])
      .where('id', '=', homeworkId),
  );
  return row ?? NOBODY;
}

export async function ownerOfArticle(db: Db, articleId: number): Promise<JobOwner> {
  const row = await first(
    db,
    q
      .selectFrom('api.articles as a')
      .innerJoin('api.homeworks as h', 'h.id', 'a.homework_id')
      .select(['h.school_id as school', 'h.teacher_id as teacher'])
      .where('a.id', '=', articleId),
  );
  return row ?? NOBODY;
}
