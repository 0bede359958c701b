import type { DimensionGrade } from '@essay/contracts';

/** Grade of a dimension from its share of the maximum (halfway between the 6-point levels). */
export function gradeOf(
  score: number,
  max: number,
  scale: 'rubric' | 'letter',
  offTopic = false,
): DimensionGrade {
  const f = max > 0 ? score / max : 0;
  if (scale === 'letter') {
    if (offTopic || f <= 0) return 'inferior';
    return f >= 0.9 ? 'excellent' : f >= 0.7 ? 'good' : f >= 0.5 ? 'fair' : 'poor';
  }
  if (offTopic) return 'completely_off_topic';
  return f >= 11 / 12
    ? 'excellent'
    : f >= 9 / 12
      ? 'above_average'
      : f >= 7 / 12
        ? 'average'
        : f >= 5 / 12
          ? 'below_average'
          : 'poor';
}

/** The descriptor closest to a grade (presets give excellent/average/poor or excellent/fair/poor). */
export function descriptorFor(
  descriptors: Record<string, string>,
  grade: DimensionGrade,
): string | null {
  const order: Record<string, string[]> = {
    excellent: ['excellent', 'above_average', 'good'],
    above_average: ['above_average', 'excellent', 'good'],
    good: ['good', 'excellent', 'above_average'],
    average: ['average', 'fair'],
    fair: ['fair', 'average'],
    below_average: ['below_average', 'average', 'fair', 'poor'],
    poor: ['poor', 'below_average'],
    inferior: ['inferior', 'poor'],
    completely_off_topic: ['completely_off_topic', 'poor'],
  };
  for (const k of order[grade] ?? [grade]) if (descriptors[k]) return descriptors[k];
  return null;
}
