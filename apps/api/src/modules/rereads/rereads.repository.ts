import type { RereadAnswerKind } from '@essay/contracts';
import { changeQuery, findQuery, idQuery, listQuery, sql, type RowOf } from '@essay/db';
import { q } from '../../db/tables.ts';

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

export type RereadRow = RowOf<ReturnType<typeof selectReread>>;

export const listArticleRereads = listQuery((articleId: number) =>
  selectReread().where('r.article_id', '=', articleId).orderBy('r.id'),
);

/** Open requests first. */
export const listHomeworkRereads = listQuery((homeworkId: number) =>
  selectReread()
    .where('a.homework_id', '=', homeworkId)
    .orderBy(sql`r.answered_at IS NOT NULL`)
    .orderBy('r.id'),
);

/** A request about an essay of the teacher's own homework, or nothing. */
export const findTeacherReread = findQuery((teacherId: number, id: number) =>
  selectReread().where('r.id', '=', id).where('h.teacher_id', '=', teacherId),
);

/** Answers nothing when the essay already has an open request (one at a time). */
export const insertReread = idQuery((articleId: number, studentId: number, note: string) =>
  q
    .insertInto('api.reread_requests')
    .values({ article_id: articleId, student_user_id: studentId, note })
    .onConflict((oc) => oc.column('article_id').where('answered_at', 'is', null).doNothing())
    .returning('id'),
);

/** Records the answer once; false when it was answered meanwhile. */
export const answerReread = changeQuery(
  (id: number, teacherId: number, answer: RereadAnswerKind, reply: string) =>
    q
      .updateTable('api.reread_requests')
      .set({ answer, reply, answered_by: teacherId, answered_at: sql<Date>`now()` })
      .where('id', '=', id)
      .where('answered_at', 'is', null)
      .returning('id'),
);
