import { findQuery, first, rowCount, run, sql, statement, type Db } from '@essay/db';
import { q } from '../../db/tables.ts';
import { essaysWithHomework } from '../articles/articles.repository.ts';
import type { EngineUsage } from '../../engines/engine.ts';

/** Records a grading's model usage once (the grading is the key): a re-run job adds nothing. */
export const recordEngineUsage = statement(
  (gradingId: number, articleId: number, usage: EngineUsage) =>
    q
      .insertInto('api.engine_usage')
      .columns([
        'grading_id',
        'article_id',
        'homework_id',
        'school_id',
        'engine',
        'model',
        'calls',
        'input_tokens',
        'output_tokens',
        'cost',
        'fallback',
      ])
      .expression(
        essaysWithHomework()
          .select((eb) => [
            eb.val(gradingId).as('grading_id'),
            'a.id',
            'h.id as homework_id',
            'h.school_id',
            eb.val(usage.engine).as('engine'),
            eb.val(usage.model).as('model'),
            eb.val(usage.calls).as('calls'),
            eb.val(usage.inputTokens).as('input_tokens'),
            eb.val(usage.outputTokens).as('output_tokens'),
            eb.val(usage.cost).as('cost'),
            eb.val(usage.fallback).as('fallback'),
          ])
          .where('a.id', '=', articleId),
      )
      .onConflict((oc) => oc.column('grading_id').doNothing()),
);

export interface UsageTotals {
  corrections: number;
  fallbacks: number;
  input_tokens: number;
  output_tokens: number;
  cost: number;
}

/** The summed tokens and cost of usage rows (`u`: api.engine_usage, `p`: api.file_pages), as numbers. */
function tokenAndCostSums(alias: 'u' | 'p') {
  const sum = (column: 'input_tokens' | 'output_tokens' | 'cost') =>
    sql<number>`COALESCE(sum(${sql.ref(`${alias}.${column}`)}), 0)::float`.as(column);
  return [sum('input_tokens'), sum('output_tokens'), sum('cost')];
}

const USAGE_TOTALS = [
  rowCount.as('corrections'),
  sql<number>`count(u.fallback)::int`.as('fallbacks'),
  ...tokenAndCostSums('u'),
];

/** The school's model corrections: in total, and per homework (deleted homeworks keep their figures, unnamed). */
export async function schoolEngineUsage(
  db: Db,
  schoolId: number,
): Promise<{
  school: UsageTotals;
  homeworks: (UsageTotals & { homework_id: number; name: string | null })[];
}> {
  const school = await first(
    db,
    q.selectFrom('api.engine_usage as u').select(USAGE_TOTALS).where('u.school_id', '=', schoolId),
  );
  const homeworks = await run(
    db,
    q
      .selectFrom('api.engine_usage as u')
      .leftJoin('api.homeworks as h', 'h.id', 'u.homework_id')
      .select(['u.homework_id', 'h.name'])
      .select(USAGE_TOTALS)
      .where('u.school_id', '=', schoolId)
      .groupBy(['u.homework_id', 'h.name'])
      .orderBy('u.homework_id'),
  );
  return { school: school!, homeworks };
}

/** Pages of the school read by the llm-vision OCR engine, and what they cost. */
export const schoolOcrUsage = findQuery(
  (schoolId: number) =>
    q
      .selectFrom('api.file_pages as p')
      .innerJoin('api.homework_files as f', 'f.id', 'p.file_id')
      .innerJoin('api.homeworks as h', 'h.id', 'f.homework_id')
      .select([
        sql<number>`count(*) FILTER (WHERE p.ocr_engine = 'llm-vision')::int`.as('pages'),
        sql<number>`count(p.ocr_note)::int`.as('fallbacks'),
        ...tokenAndCostSums('p'),
      ])
      .where('h.school_id', '=', schoolId),
  (row) => row!,
);
