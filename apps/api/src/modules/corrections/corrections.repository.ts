import type { CorrectionDecision, CorrectionKind } from '@essay/contracts';
import { changeQuery, listQuery, sql, statement } from '@essay/db';
import { q } from '../../db/tables.ts';

/** The columns of a stored decision, read by `decisionOf`. */
export const DECISION_COLUMNS = [
  'id',
  'correction_index',
  'decision',
  'span_start',
  'span_end',
  'original',
  'suggestion',
  'kind',
] as const;

/** A stored decision row as the contracts name it. */
export function decisionOf(row: {
  id: number;
  correction_index: CorrectionDecision['index'];
  decision: CorrectionDecision['decision'];
  span_start: number;
  span_end: number;
  original: string;
  suggestion: string;
  kind: CorrectionDecision['kind'];
}): CorrectionDecision {
  return {
    id: row.id,
    index: row.correction_index,
    decision: row.decision,
    span: { start: row.span_start, end: row.span_end },
    original: row.original,
    suggestion: row.suggestion,
    kind: row.kind,
  };
}

/** The teacher's decisions on one report of the essay (its grading number), in the order made. */
export const listDecisions = listQuery(
  (articleId: number, gradingNumber: number) =>
    q
      .selectFrom('api.correction_decisions')
      .select(DECISION_COLUMNS)
      .where('article_id', '=', articleId)
      .where('grading_number', '=', gradingNumber)
      .orderBy('id'),
  decisionOf,
);

/** Accept, reject or edit one engine correction; a later decision replaces an earlier one. */
export const saveDecision = statement(
  (d: {
    articleId: number;
    gradingNumber: number;
    index: number;
    decision: 'accept' | 'reject' | 'edit';
    start: number;
    end: number;
    original: string;
    suggestion: string;
    kind: CorrectionKind;
    engineSuggestion: string;
    engine: string;
    teacherId: number;
  }) =>
    q
      .insertInto('api.correction_decisions')
      .values({
        article_id: d.articleId,
        grading_number: d.gradingNumber,
        correction_index: d.index,
        decision: d.decision,
        span_start: d.start,
        span_end: d.end,
        original: d.original,
        suggestion: d.suggestion,
        kind: d.kind,
        engine_suggestion: d.engineSuggestion,
        engine: d.engine,
        teacher_id: d.teacherId,
      })
      .onConflict((oc) =>
        oc.columns(['article_id', 'grading_number', 'correction_index']).doUpdateSet((eb) => ({
          decision: eb.ref('excluded.decision'),
          suggestion: eb.ref('excluded.suggestion'),
          teacher_id: eb.ref('excluded.teacher_id'),
          decided_at: sql<Date>`now()`,
        })),
      ),
);

/** The teacher's own correction of a passage. */
export const addCorrection = statement(
  (d: {
    articleId: number;
    gradingNumber: number;
    start: number;
    end: number;
    original: string;
    suggestion: string;
    kind: CorrectionKind;
    teacherId: number;
  }) =>
    q.insertInto('api.correction_decisions').values({
      article_id: d.articleId,
      grading_number: d.gradingNumber,
      correction_index: null,
      decision: 'add',
      span_start: d.start,
      span_end: d.end,
      original: d.original,
      suggestion: d.suggestion,
      kind: d.kind,
      teacher_id: d.teacherId,
    }),
);

/** Removes one of the teacher's own corrections. */
export const removeAdded = changeQuery((articleId: number, gradingNumber: number, id: number) =>
  q
    .deleteFrom('api.correction_decisions')
    .where('id', '=', id)
    .where('article_id', '=', articleId)
    .where('grading_number', '=', gradingNumber)
    .where('decision', '=', 'add')
    .returning('id'),
);
