import type { HomeworkDetail } from '@essay/contracts';

/** Grading is under way while the homework or any of its essays is being corrected. */
export function isGrading(homework: HomeworkDetail | undefined): boolean {
  if (!homework) return false;
  return (
    homework.grade_status === 'grading' ||
    homework.articles.some((article) => article.status === 'grading')
  );
}

/**
 * Something will change without the teacher doing anything (issue 29): an essay's text is still
 * being read (a correction asked for meanwhile starts when it is), or students hand in themselves.
 */
export function mayChangeByItself(
  homework: HomeworkDetail | undefined,
): 'reading' | 'hand-ins' | null {
  if (!homework) return null;
  if (homework.articles.some((article) => article.extraction.pending > 0)) return 'reading';
  return homework.submission_method === 'student' ? 'hand-ins' : null;
}
