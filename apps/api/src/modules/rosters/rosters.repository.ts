import { listQuery, unlessEmpty } from '@essay/db';
import { q } from '../../db/tables.ts';

/** The essays of these homework as the hand-in list counts them: a revised essay is left out (its revision stands). */
export const listHandInEssays = listQuery((homeworkIds: number[]) =>
  unlessEmpty(
    homeworkIds,
    q
      .selectFrom('api.articles as a')
      .select([
        'a.homework_id',
        'a.id',
        'a.student_user_id',
        'a.student_name',
        'a.submitted_at',
        'a.handed_in_by',
      ])
      .where('a.homework_id', 'in', homeworkIds)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('api.articles as later')
              .select('later.id')
              .whereRef('later.revision_of', '=', 'a.id'),
          ),
        ),
      )
      .orderBy('a.id'),
  ),
);
