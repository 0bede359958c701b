import type { ArticleStatus, GradeStatus } from '@essay/contracts';

/** Locale keys of the correction status labels (spec §4). */
export const GRADE_STATUS_KEYS: Record<GradeStatus, string> = {
  not_graded: 'homework.gradeStatus.notGraded',
  grading: 'homework.gradeStatus.grading',
  graded: 'homework.gradeStatus.graded',
};

export const ARTICLE_STATUS_KEYS: Record<ArticleStatus, string> = {
  not_submitted_yet: 'homework.articleStatus.notSubmitted',
  submitted: 'homework.articleStatus.submitted',
  grading: 'homework.articleStatus.grading',
  graded: 'homework.articleStatus.graded',
  failed: 'homework.articleStatus.failed',
};
