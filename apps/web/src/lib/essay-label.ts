import { PLACEHOLDER_TITLE } from '@essay/contracts';

type Translate = (key: string, vars?: Record<string, string | number>) => string;

/** The title an essay has of its own: none for a blank title or the placeholder `homework_N`. */
export function ownTitle(essay: { title: string }): string {
  const title = essay.title.trim();
  return PLACEHOLDER_TITLE.test(title) ? '' : title;
}

/**
 * How lists name an essay (issue 41): its own title; an untitled one (no title, or the
 * placeholder `homework_N` the arrangement gives) by its student and 「（無題）」/"(untitled)", or
 * by its number when no student is named. `homework_N` itself is never shown.
 */
export function essayLabel(
  essay: { title: string; student_name?: string | null | undefined },
  t: Translate,
): string {
  const title = ownTitle(essay);
  if (title) return title;
  const name = essay.student_name?.trim() ?? '';
  if (name) return t('essayLabel.untitledOf', { name });
  const number = /^homework_(\d+)$/.exec(essay.title.trim())?.[1];
  return number ? t('essayLabel.untitledNumber', { number }) : t('essayLabel.untitled');
}
