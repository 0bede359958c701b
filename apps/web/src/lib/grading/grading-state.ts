import type { HomeworkDetail } from '@essay/contracts';

/** Grading is under way while the homework or any of its essays is being corrected. */
export function isGrading(homework: HomeworkDetail | undefined): boolean {
  if (!homework) return false;
  return (
    homework.grade_status === 'grading' ||
    homework.articles.some((article) => article.status === 'grading')
  );
}
