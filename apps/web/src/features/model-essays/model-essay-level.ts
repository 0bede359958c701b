/** The level as the correction pages show it: the report's label, else the bare score. */
export function levelOf(essay: {
  score: number | null;
  level_label: string | null;
}): string | null {
  if (essay.level_label) return essay.level_label;
  return essay.score === null ? null : String(essay.score);
}
