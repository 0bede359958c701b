import type { Db } from '@essay/db';
import type { EngineUsage } from '../../engines/engine.ts';

/** Records a grading's model usage once (the grading is the key): a re-run job adds nothing. */
export async function recordEngineUsage(
  db: Db,
  gradingId: number,
  articleId: number,
  usage: EngineUsage,
): Promise<void> {
  await db.query(
    `INSERT INTO api.engine_usage (grading_id, article_id, homework_id, school_id, engine, model, calls, input_tokens, output_tokens, cost, fallback)
     SELECT $1, a.id, h.id, h.school_id, $3, $4, $5, $6, $7, $8, $9
     FROM api.articles a JOIN api.homeworks h ON h.id = a.homework_id WHERE a.id = $2
     ON CONFLICT (grading_id) DO NOTHING`,
    [
      gradingId,
      articleId,
      usage.engine,
      usage.model,
      usage.calls,
      usage.inputTokens,
      usage.outputTokens,
      usage.cost,
      usage.fallback,
    ],
  );
}

export interface UsageTotals {
  corrections: number;
  fallbacks: number;
  input_tokens: number;
  output_tokens: number;
  cost: number;
}

const TOTALS = `count(*)::int AS corrections, count(u.fallback)::int AS fallbacks,
  COALESCE(sum(u.input_tokens), 0)::float AS input_tokens, COALESCE(sum(u.output_tokens), 0)::float AS output_tokens,
  COALESCE(sum(u.cost), 0)::float AS cost`;

/** The school's model corrections: in total, and per homework (deleted homeworks keep their figures, unnamed). */
export async function schoolEngineUsage(
  db: Db,
  schoolId: number,
): Promise<{
  school: UsageTotals;
  homeworks: (UsageTotals & { homework_id: number; name: string | null })[];
}> {
  const [school] = await db.query<UsageTotals>(
    `SELECT ${TOTALS} FROM api.engine_usage u WHERE u.school_id = $1`,
    [schoolId],
  );
  const homeworks = await db.query<UsageTotals & { homework_id: number; name: string | null }>(
    `SELECT u.homework_id, h.name, ${TOTALS}
     FROM api.engine_usage u LEFT JOIN api.homeworks h ON h.id = u.homework_id
     WHERE u.school_id = $1 GROUP BY u.homework_id, h.name ORDER BY u.homework_id`,
    [schoolId],
  );
  return { school: school!, homeworks };
}

/** Pages of the school read by the llm-vision OCR engine, and what they cost. */
export async function schoolOcrUsage(
  db: Db,
  schoolId: number,
): Promise<{
  pages: number;
  fallbacks: number;
  input_tokens: number;
  output_tokens: number;
  cost: number;
}> {
  const [row] = await db.query<{
    pages: number;
    fallbacks: number;
    input_tokens: number;
    output_tokens: number;
    cost: number;
  }>(
    `SELECT count(*) FILTER (WHERE p.ocr_engine = 'llm-vision')::int AS pages, count(p.ocr_note)::int AS fallbacks,
       COALESCE(sum(p.input_tokens), 0)::float AS input_tokens, COALESCE(sum(p.output_tokens), 0)::float AS output_tokens,
       COALESCE(sum(p.cost), 0)::float AS cost
     FROM api.file_pages p JOIN api.homework_files f ON f.id = p.file_id JOIN api.homeworks h ON h.id = f.homework_id
     WHERE h.school_id = $1`,
    [schoolId],
  );
  return row!;
}
