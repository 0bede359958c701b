/** Shared pieces of the API's answers. */

import type { ArticleStatus } from '@essay/contracts';

/** A timestamp as the API answers it: ISO 8601 in UTC (the database gives a Date, a row in JSON a string). */
export function iso(value: Date | string): string {
  return new Date(value).toISOString();
}

export function isoOrNull(value: Date | string | null): string | null {
  return value === null ? null : iso(value);
}

/** The fields every answer about an essay starts with (teacher's, student's). */
export function essayHead(row: {
  id: number;
  homework_id: number;
  title: string;
  student_name: string;
  status: ArticleStatus;
}) {
  return {
    id: row.id,
    homework_id: row.homework_id,
    title: row.title,
    student_name: row.student_name,
    status: row.status,
  };
}

/** The fields every answer about a homework starts with: what it asks and when (teacher's, student's). */
export function homeworkHead(row: {
  id: number;
  name: string;
  instructions: string;
  submission_begin_at: Date | string;
  submission_deadline_at: Date | string;
}) {
  return {
    id: row.id,
    name: row.name,
    instructions: row.instructions,
    submission_begin_at: iso(row.submission_begin_at),
    submission_deadline_at: iso(row.submission_deadline_at),
  };
}
