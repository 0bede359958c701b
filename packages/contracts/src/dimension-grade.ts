import type { DimensionGrade, Report } from './report.ts';

export type GradeScale = 'rubric' | 'letter';

/** Grade of a dimension from its share of the maximum (halfway between the 6-point levels). */
export function gradeOf(
  score: number,
  max: number,
  scale: GradeScale,
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

const LETTER_ONLY = new Set<string>(['good', 'fair', 'inferior']);

/**
 * The grade words a report's rubric uses: 學測英文 and letter-graded custom rubrics write
 * excellent/good/fair/poor/inferior, the others the spec's rubric grades. A report does not store
 * its scale; its own grades tell it (a custom rubric's "excellent" and "poor" alone read as rubric).
 */
export function gradeScaleOf(report: Pick<Report, 'rubric' | 'dimensions'>): GradeScale {
  if (report.rubric === 'gsat-english') return 'letter';
  return report.dimensions.some((d) => LETTER_ONLY.has(d.grade)) ? 'letter' : 'rubric';
}
