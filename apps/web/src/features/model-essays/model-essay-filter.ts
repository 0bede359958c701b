import type { Locale } from '../../i18n/locale.ts';

/** The homework and score filter of /model-essay-setting and of its add dialog; null means all. */
export interface ModelEssayFilter {
  homeworkId: number | null;
  score: number | null;
}

export const ALL_ESSAYS: ModelEssayFilter = { homeworkId: null, score: null };

/** The query string of GET /teacher/model_articles(/addible): only the chosen parameters. */
export function filterQuery(filter: ModelEssayFilter): string {
  const params = new URLSearchParams();
  if (filter.homeworkId !== null) params.set('homework_id', String(filter.homeworkId));
  if (filter.score !== null) params.set('score', String(filter.score));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** A select's value ('' for all) as a filter value. */
export function selectedNumber(value: string): number | null {
  if (value === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}

/**
 * Homework use different scales (級分 out of 6, English out of 20), so a score chosen for one
 * homework means little for another: choosing a homework resets the score.
 */
export function withHomework(homeworkId: number | null): ModelEssayFilter {
  return { homeworkId, score: null };
}

/**
 * The scores offered: those of the listed essays, highest first. The chosen score stays offered
 * even when nothing has it any more (its last essay was removed), so the select never lies.
 */
export function scoreOptions(
  essays: readonly { score: number | null }[],
  selected: number | null,
): number[] {
  const scores = new Set<number>();
  for (const essay of essays) if (essay.score !== null) scores.add(essay.score);
  if (selected !== null) scores.add(selected);
  return [...scores].sort((a, b) => b - a);
}

export interface Strength {
  'zh-tw': string;
  en: string;
}

/** The report's strengths in the interface language. */
export function strengthsIn(strengths: readonly Strength[], locale: Locale): string[] {
  return strengths.map((strength) => (locale === 'zh-tw' ? strength['zh-tw'] : strength.en));
}
