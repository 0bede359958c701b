import type { CorrectionDecision, CorrectionKind } from '@essay/contracts';
import type { Db } from '@essay/db';

interface DecisionRow {
  id: number;
  correction_index: number | null;
  decision: CorrectionDecision['decision'];
  span_start: number;
  span_end: number;
  original: string;
  suggestion: string;
  kind: CorrectionKind;
}

const toDecision = (row: DecisionRow): CorrectionDecision => ({
  id: row.id,
  index: row.correction_index,
  decision: row.decision,
  span: { start: row.span_start, end: row.span_end },
  original: row.original,
  suggestion: row.suggestion,
  kind: row.kind,
});

/** The teacher's decisions on one report of the essay (its grading number), in the order made. */
export async function listDecisions(db: Db, articleId: number, gradingNumber: number): Promise<CorrectionDecision[]> {
  const rows = await db.query<DecisionRow>(
    `SELECT id, correction_index, decision, span_start, span_end, original, suggestion, kind
     FROM api.correction_decisions WHERE article_id = $1 AND grading_number = $2 ORDER BY id`,
    [articleId, gradingNumber],
  );
  return rows.map(toDecision);
}

/** Accept, reject or edit one engine correction; a later decision replaces an earlier one. */
export async function saveDecision(
  db: Db,
  d: {
    articleId: number; gradingNumber: number; index: number; decision: 'accept' | 'reject' | 'edit';
    start: number; end: number; original: string; suggestion: string; kind: CorrectionKind; engineSuggestion: string; engine: string; teacherId: number;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO api.correction_decisions
       (article_id, grading_number, correction_index, decision, span_start, span_end, original, suggestion, kind, engine_suggestion, engine, teacher_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     ON CONFLICT (article_id, grading_number, correction_index)
     DO UPDATE SET decision = EXCLUDED.decision, suggestion = EXCLUDED.suggestion, teacher_id = EXCLUDED.teacher_id, decided_at = now()`,
    [d.articleId, d.gradingNumber, d.index, d.decision, d.start, d.end, d.original, d.suggestion, d.kind, d.engineSuggestion, d.engine, d.teacherId],
  );
}

/** The teacher's own correction of a passage. */
export async function addCorrection(
  db: Db,
  d: { articleId: number; gradingNumber: number; start: number; end: number; original: string; suggestion: string; kind: CorrectionKind; teacherId: number },
): Promise<void> {
  await db.query(
    `INSERT INTO api.correction_decisions (article_id, grading_number, correction_index, decision, span_start, span_end, original, suggestion, kind, teacher_id)
     VALUES ($1, $2, NULL, 'add', $3, $4, $5, $6, $7, $8)`,
    [d.articleId, d.gradingNumber, d.start, d.end, d.original, d.suggestion, d.kind, d.teacherId],
  );
}

/** Removes one of the teacher's own corrections. */
export async function removeAdded(db: Db, articleId: number, gradingNumber: number, id: number): Promise<boolean> {
  const rows = await db.query(
    "DELETE FROM api.correction_decisions WHERE id = $1 AND article_id = $2 AND grading_number = $3 AND decision = 'add' RETURNING id",
    [id, articleId, gradingNumber],
  );
  return rows.length > 0;
}
