import type { DimensionGrade } from '@essay/contracts';

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
