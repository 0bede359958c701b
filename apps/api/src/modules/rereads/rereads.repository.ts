import type { RereadAnswerKind } from '@essay/contracts';
import { first, run, sql, type Db } from '@essay/db';
import { q } from '../../db/tables.ts';

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

function selectReread() {
  return q
    .selectFrom('api.reread_requests as r')
    .innerJoin('api.articles as a', 'a.id', 'r.article_id')
    .innerJoin('api.homeworks as h', 'h.id', 'a.homework_id')
    .select([
      'r.id',
      'r.article_id',
      'a.title as article_title',
      'a.student_name',
      'r.note',
      'r.created_at',
      'r.answer',
      'r.reply',
      'r.answered_at',
    ])
    .select(['a.homework_id', 'h.teacher_id']);
}

export async function listArticleRereads(db: Db, articleId: number): Promise<RereadRow[]> {
  return run(db, selectReread().where('r.article_id', '=', articleId).orderBy('r.id'));
}

/** Open requests first. */
export async function listHomeworkRereads(db: Db, homeworkId: number): Promise<RereadRow[]> {
  return run(
    db,
    selectReread()
      .where('a.homework_id', '=', homeworkId)
      .orderBy(sql`r.answered_at IS NOT NULL`)
      .orderBy('r.id'),
  );
}

/** A request about an essay of the teacher's own homework, or nothing. */
export async function findTeacherReread(
  db: Db,
  teacherId: number,
  id: number,
): Promise<RereadRow | undefined> {
  return first(db, selectReread().where('r.id', '=', id).where('h.teacher_id', '=', teacherId));
}

/** Answers nothing when the essay already has an open request (one at a time). */
export async function insertReread(
  db: Db,
  articleId: number,
  studentId: number,
  note: string,
): Promise<number | undefined> {
  const row = await first(
    db,
    q
      .insertInto('api.reread_requests')
      .values({ article_id: articleId, student_user_id: studentId, note })
      .onConflict((oc) => oc.column('article_id').where('answered_at', 'is', null).doNothing())
      .returning('id'),
  );
  return row?.id;
}

/** Records the answer once; false when it was answered meanwhile. */
export async function answerReread(
  db: Db,
  id: number,
  teacherId: number,
  answer: RereadAnswerKind,
  reply: string,
): Promise<boolean> {
  const rows = await run(
    db,
    q
      .updateTable('api.reread_requests')
      .set({ answer, reply, answered_by: teacherId, answered_at: sql<Date>`now()` })
      .where('id', '=', id)
      .where('answered_at', 'is', null)
      .returning('id'),
  );
  return rows.length > 0;
}
