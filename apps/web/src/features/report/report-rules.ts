import type { ProductSetting, TeacherOverride } from '@essay/contracts';

/** Spec §5: an empty or whitespace-only suggestion makes no call. */
export function isBlankSuggestion(text: string): boolean {
  return text.trim().length === 0;
}

/** Spec §9: remaining free gradings = free count minus the essay's grading_count, at least 0. */
export function freeGradingsLeft(
  setting: ProductSetting | undefined,
  gradingCount: number,
): number {
  return Math.max(0, (setting?.free_image_article_grade_times ?? 0) - gradingCount);
}

/** Empty fields keep the engine's value; the API keeps the teacher's across re-corrections. */
/** What the override form offers: the report's full score and its dimensions with their maxima. */
export interface OverrideShape {
  fullScore: number;
  dimensions: readonly { key: string; name: string; maxScore: number }[];
}

export function toOverride(values: Record<string, string>, shape: OverrideShape): TeacherOverride {
  const dimensions: Record<string, number> = {};
  for (const dimension of shape.dimensions) {
    const raw = values[dimension.key]?.trim() ?? '';
    if (raw !== '') dimensions[dimension.key] = Number(raw);
  }
  const level = values.level?.trim() ?? '';
  return { level: level === '' ? null : Number(level), dimensions };
}
