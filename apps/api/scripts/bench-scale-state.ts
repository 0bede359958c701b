/** What bench:scale reads from the database while it waits: where every essay and job is. */
import type pg from 'pg';

export interface ScaleState {
  graded: number;
  failed: number;
  /** Queued or being corrected. */
  grading: number;
  /** Submitted, a file still being read. */
  extracting: number;
  /** Submitted, read by OCR, waiting for the teacher to confirm the transcript (issue 28). */
  unconfirmed: number;
  /** Submitted for another reason (e.g. a remembered correction refused). */
  otherSubmitted: number;
  filesRead: number;
  files: number;
  /** pg-boss states of the grading and extraction jobs. */
  gradeJobs: Record<string, number>;
  extractJobs: Record<string, number>;
  /** The first failed essay's reason, if any. */
  failure: string | null;
}

const UNCONFIRMED = `EXISTS (SELECT 1 FROM api.article_images ai WHERE ai.article_id = a.id AND ai.removed_at IS NULL
  AND (jsonb_array_length(COALESCE(ai.unconfirmed, '[]'::jsonb)) > 0 OR (ai.unconfirmed IS NULL AND ai.content IS NULL)))`;
const READING = `EXISTS (SELECT 1 FROM api.homework_files f WHERE f.article_id = a.id AND f.extraction_status IN ('pending', 'running'))`;

export async function readScaleState(db: pg.Pool): Promise<ScaleState> {
  const [essays] = (
    await db.query<Omit<ScaleState, 'gradeJobs' | 'extractJobs' | 'filesRead' | 'files'>>(`
      SELECT count(*) FILTER (WHERE status = 'graded')::int AS graded,
             count(*) FILTER (WHERE status = 'failed')::int AS failed,
             count(*) FILTER (WHERE status = 'grading')::int AS grading,
             count(*) FILTER (WHERE status = 'submitted' AND ${READING})::int AS extracting,
             count(*) FILTER (WHERE status = 'submitted' AND NOT ${READING} AND ${UNCONFIRMED})::int AS unconfirmed,
             count(*) FILTER (WHERE status = 'submitted' AND NOT ${READING} AND NOT ${UNCONFIRMED})::int AS "otherSubmitted",
             min(failure_reason) FILTER (WHERE status = 'failed') AS failure
      FROM api.articles a`)
  ).rows;
  const [files] = (
    await db.query<{ filesRead: number; files: number }>(`
      SELECT count(*) FILTER (WHERE extraction_status IN ('done', 'failed'))::int AS "filesRead",
             count(*)::int AS files
      FROM api.homework_files`)
  ).rows;
  const jobs = (
    await db.query<{ name: string; state: string; n: number }>(
      'SELECT name, state::text, count(*)::int AS n FROM pgboss.job GROUP BY name, state',
    )
  ).rows;
  const statesOf = (name: string) =>
    Object.fromEntries(jobs.filter((j) => j.name === name).map((j) => [j.state, j.n]));
  return {
    ...essays!,
    ...files!,
    gradeJobs: statesOf('essay.grade.v1'),
    extractJobs: statesOf('file.extract.v1'),
  };
}

const states = (jobs: Record<string, number>) =>
  ['created', 'retry', 'active'].map((state) => `${state} ${jobs[state] ?? 0}`).join(', ');

/** One line: what is done and what is still missing. */
export function describeState(s: ScaleState, total: number): string {
  return [
    `corrected ${s.graded + s.failed}/${total} (failed ${s.failed})`,
    `being corrected ${s.grading}`,
    `text still being read ${s.extracting}`,
    `transcript to confirm ${s.unconfirmed}`,
    `submitted, nothing queued ${s.otherSubmitted}`,
    `files read ${s.filesRead}/${s.files}`,
    `grade jobs ${states(s.gradeJobs)}`,
    `extract jobs ${states(s.extractJobs)}`,
  ].join('; ');
}
