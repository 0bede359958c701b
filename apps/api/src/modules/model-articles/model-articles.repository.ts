import { changeQuery, listQuery, run, sql, unlessEmpty, type Db } from '@essay/db';
import { q } from '../../db/tables.ts';
import { essaysWithHomework } from '../articles/articles.repository.ts';

export interface ModelRow {
  id: number | null;
  article_id: number;
  homework_id: number;
  homework_name: string;
  title: string;
  student_name: string;
  content: string;
  /** The teacher's level where they set one, else the engine's (issue 29). */
  score: number | null;
  /** The engine's label; the service writes the teacher's level in the rubric's format instead. */
  level_label: string | null;
  teacher_level: number | null;
  show_name: boolean | null;
  report: {
    strengths?: { text: { 'zh-tw': string; en: string } }[];
    rubric?: string;
    fullScore?: number;
  } | null;
}

/** The level shown for an essay: the teacher's where set (issue 29), else the engine's. */
const SHOWN_SCORE = sql<number | null>`COALESCE((a.teacher_override->>'level')::numeric, a.score)`;

/** What a model essay shows of its essay (`a`) and homework (`h`). */
const ESSAY_COLUMNS = [
  'a.id as article_id',
  'a.homework_id',
  'h.name as homework_name',
  'a.title',
  'a.student_name',
  'a.content',
  SHOWN_SCORE.as('score'),
  'a.level_label',
  sql<number | null>`(a.teacher_override->>'level')::numeric`.as('teacher_level'),
  sql<ModelRow['report']>`a.report`.as('report'),
] as const;

type Filter = { homeworkId: number | null; score: number | null };

/** Graded essays of the teacher's homework (all of them, or one homework's, or one score's). */
function selectEssays(teacherId: number, filter: Filter) {
  return essaysWithHomework()
    .select(ESSAY_COLUMNS)
    .where('h.teacher_id', '=', teacherId)
    .$if(filter.homeworkId !== null, (qb) => qb.where('a.homework_id', '=', filter.homeworkId!))
    .$if(filter.score !== null, (qb) => qb.where(SHOWN_SCORE, '=', filter.score));
}

export const listModels = listQuery((teacherId: number, filter: Filter) =>
  selectEssays(teacherId, filter)
    .innerJoin('api.model_articles as m', 'm.article_id', 'a.id')
    .select(['m.id', 'm.show_name'])
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc'),
);

export const listAddible = listQuery((teacherId: number, filter: Filter) =>
  selectEssays(teacherId, filter)
    .select([
      sql<number | null>`NULL::int`.as('id'),
      sql<boolean | null>`NULL::boolean`.as('show_name'),
    ])
    .where('a.status', '=', 'graded')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('api.model_articles as m')
            .select('m.id')
            .whereRef('m.article_id', '=', 'a.id'),
        ),
      ),
    )
    .orderBy(sql`${SHOWN_SCORE} DESC NULLS LAST`)
    .orderBy('a.id'),
);

/** Graded essays among `ids` that belong to the teacher's homework. */
export const findOwnGradedIds = listQuery(
  (teacherId: number, ids: number[]) =>
    unlessEmpty(
      ids,
      essaysWithHomework()
        .select('a.id')
        .where('h.teacher_id', '=', teacherId)
        .where('a.id', 'in', ids)
        .where('a.status', '=', 'graded'),
    ),
  (r) => r.id,
);

export async function insertModels(
  db: Db,
  teacherId: number,
  articleIds: number[],
  showName: boolean,
): Promise<number> {
  if (articleIds.length === 0) return 0;
  const rows = await run(
    db,
    q
      .insertInto('api.model_articles')
      .values(
        articleIds.map((articleId) => ({
          article_id: articleId,
          teacher_id: teacherId,
          show_name: showName,
        })),
      )
      .onConflict((oc) => oc.column('article_id').doNothing())
      .returning('id'),
  );
  return rows.length;
}

export async function deleteModel(db: Db, teacherId: number, id: number): Promise<boolean> {
  return (
    (
      await run(
        db,
        q
          .deleteFrom('api.model_articles')
          .where('id', '=', id)
          .where('teacher_id', '=', teacherId)
          .returning('id'),
      )
    ).length > 0
  );
}

export const setShowName = changeQuery((teacherId: number, id: number, showName: boolean) =>
  q
    .updateTable('api.model_articles')
    .set({ show_name: showName })
    .where('id', '=', id)
    .where('teacher_id', '=', teacherId)
    .returning('id'),
);

/** Model essays of homework assigned to any of the classes. */
export const listModelsForClasses = listQuery((schoolId: number, classIds: number[]) =>
  unlessEmpty(
    classIds,
    q
      .selectFrom('api.model_articles as m')
      .innerJoin('api.articles as a', 'a.id', 'm.article_id')
      .innerJoin('api.homeworks as h', 'h.id', 'a.homework_id')
      .select(['m.id', 'm.show_name'])
      .select(ESSAY_COLUMNS)
      .where('h.school_id', '=', schoolId)
      .where(sql<boolean>`h.assigned_classes && ${classIds}::int[]`)
      .orderBy('m.created_at', 'desc')
      .orderBy('m.id', 'desc'),
  ),
);
