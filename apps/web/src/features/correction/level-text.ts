import type { ArticleSummary } from '@essay/contracts';

type Translate = (key: string, vars?: Record<string, string | number>) => string;

/** The 會考 scale: a label "5級分" is level 5 of 6. */
const CAP_LABEL = /^\d+級分$/;
const CAP_FULL = 6;

/**
 * An essay's level in the results list (issue 12): the teacher's level when set (the API puts it
 * in `score` and `level_label`), in the essay's scale's words; en-us says "Level 5 of 6" for "5級分".
 */
export function levelText(
  article: Pick<ArticleSummary, 'status' | 'score' | 'level_label' | 'teacher_override'>,
  locale: string,
  t: Translate,
): string {
  if (article.status !== 'graded' || article.score === null) return '—';
  if (CAP_LABEL.test(article.level_label ?? ''))
    return locale === 'zh-tw'
      ? `${article.score}級分`
      : t('correction.levelOf', { level: article.score, full: CAP_FULL });
  return article.level_label ?? String(article.score);
}

export function isOverridden(article: Pick<ArticleSummary, 'teacher_override'>): boolean {
  return article.teacher_override?.level != null;
}
