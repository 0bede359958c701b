import type { ArticleStatus, HomeworkInput, SubmissionMethod } from '@essay/contracts';
import { countQuery, findQuery, first, rowCount, run, sql, statement, type Db } from '@essay/db';
import { q } from '../../db/tables.ts';
import { essaysWithHomework } from '../articles/articles.repository.ts';

export interface HomeworkRow {
  id: number;
  school_id: number;
  teacher_id: number;
  name: string;
  instructions: string;
  submission_method: SubmissionMethod;
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

/** A homework with the counts of its essays by state. */
function selectHomework() {
  return q
    .selectFrom('api.homeworks as h')
    .selectAll('h')
    .select((eb) => {
      const count = (statuses?: ArticleStatus[]) =>
        eb.fn.coalesce(
          eb
            .selectFrom('api.articles as a')
            .select(rowCount.as('n'))
            .whereRef('a.homework_id', '=', 'h.id')
            // A revised essay is counted once, as its revision (issue 29).
            .where(({ not, exists, selectFrom }) =>
              not(
                exists(
                  selectFrom('api.articles as later')
                    .select('later.id')
                    .whereRef('later.revision_of', '=', 'a.id'),
                ),
              ),
            )
            .$if(statuses !== undefined, (qb) => qb.where('a.status', 'in', statuses ?? [])),
          eb.lit(0),
        );
      return [
        count().as('articles_total'),
        count(['grading']).as('articles_grading'),
        count(['graded', 'failed']).as('articles_graded'),
        count(['submitted']).as('articles_submitted'),
      ];
    });
}

/** A page of the teacher's homework, newest first; `method`: only those handed in that way (the list's tabs). */
export async function listTeacherHomeworks(
  db: Db,
  teacherId: number,
  limit: number,
  offset: number,
  method?: SubmissionMethod,
): Promise<{ rows: HomeworkRow[]; total: number }> {
  const rows = await run(
    db,
    selectHomework()
      .where('h.teacher_id', '=', teacherId)
      .$if(method !== undefined, (qb) => qb.where('h.submission_method', '=', method!))
      .orderBy('h.created_at', 'desc')
      .orderBy('h.id', 'desc')
      .limit(limit)
      .offset(offset),
  );
  const total = await first(
    db,
    q
      .selectFrom('api.homeworks')
      .select(rowCount.as('n'))
      .where('teacher_id', '=', teacherId)
      .$if(method !== undefined, (qb) => qb.where('submission_method', '=', method!)),
  );
  return { rows, total: total?.n ?? 0 };
}

/** The teacher's own homework, or nothing: another teacher's or school's homework does not exist for them. */
export const findTeacherHomework = findQuery((teacherId: number, id: number) =>
  selectHomework().where('h.id', '=', id).where('h.teacher_id', '=', teacherId),
);

/** The teacher's own homework's id, or nothing (see findTeacherHomework). */
export const findTeacherHomeworkId = findQuery((teacherId: number, id: number) =>
  q
    .selectFrom('api.homeworks')
    .select('id')
    .where('id', '=', id)
    .where('teacher_id', '=', teacherId),
);

const columns = (input: HomeworkInput) => ({
  name: input.name,
  instructions: input.instructions,
  submission_method: input.submission_method,
  submission_begin_at: input.submission_begin_at,
  submission_deadline_at: input.submission_deadline_at,
  assigned_classes: input.assigned_classes,
  students: input.students,
  rubric: input.rubric,
  allow_revision: input.allow_revision,
});

export const insertHomework = findQuery(
  (owner: { schoolId: number; teacherId: number }, input: HomeworkInput) =>
    q
      .insertInto('api.homeworks')
      .values({ school_id: owner.schoolId, teacher_id: owner.teacherId, ...columns(input) })
      .returning('id'),
  (row) => row!.id,
);

export const updateHomework = statement((id: number, input: HomeworkInput) =>
  q
    .updateTable('api.homeworks')
    .set({ ...columns(input), updated_at: sql<Date>`now()` })
    .where('id', '=', id),
);

export const countArticlesAwaitingCorrection = countQuery((teacherId: number) =>
  essaysWithHomework()
    .select(rowCount.as('n'))
    .where('h.teacher_id', '=', teacherId)
    .where('a.status', '=', 'submitted'),
);

/** Open homework students hand in, of the student's classes, that has no essay of theirs yet. */
export async function countPendingAssignments(
  db: Db,
  studentId: number,
  schoolId: number,
  classIds: number[],
): Promise<number> {
  if (classIds.length === 0) return 0;
  const row = await first(
    db,
    q
      .selectFrom('api.homeworks as h')
      .select(rowCount.as('n'))
      .where('h.school_id', '=', schoolId)
      .where('h.submission_method', '=', 'student')
      .where(sql<boolean>`h.assigned_classes && ${classIds}::int[]`)
      .where('h.submission_begin_at', '<=', sql<Date>`now()`)
      .where('h.submission_deadline_at', '>', sql<Date>`now()`)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('api.articles as a')
              .select('a.id')
              .whereRef('a.homework_id', '=', 'h.id')
              .where('a.student_user_id', '=', studentId),
          ),
        ),
      ),
  );
  return row?.n ?? 0;
}

export const setReleased = statement((id: number, released: boolean) =>
  q
    .updateTable('api.homeworks')
    .set({ released, updated_at: sql<Date>`now()` })
    .where('id', '=', id),
);

/** The homework's student list (none when it has no list or is gone). */
export const findHomeworkStudents = findQuery(
  (homeworkId: number) =>
    q.selectFrom('api.homeworks').select('students').where('id', '=', homeworkId),
  (row) => row?.students ?? [],
);
