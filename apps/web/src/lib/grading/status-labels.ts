import type { ArticleStatus, GradeStatus } from '@essay/contracts';

/** Locale keys of the correction status labels (spec §4), one set for the homework, correction and student pages. */
export const HOMEWORK_GRADE_KEYS: Record<GradeStatus, string> = {
  not_graded: 'correction.gradeStatus.notGraded',
  grading: 'correction.gradeStatus.grading',
  graded: 'correction.gradeStatus.graded',
};

export const ARTICLE_STATUS_KEYS: Record<ArticleStatus, string> = {
  not_submitted_yet: 'correction.articleStatus.notSubmitted',
  submitted: 'correction.articleStatus.submitted',
  grading: 'correction.articleStatus.grading',
  graded: 'correction.articleStatus.graded',
  failed: 'correction.articleStatus.failed',
};
