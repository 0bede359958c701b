import type { BilingualText, Deduction, DimensionResult } from '@essay/contracts';
import type { RubricDef } from '../rubrics/presets.ts';

/**
 * The summary after its level sentence: the strongest and the weakest dimension and the
 * deductions. The level itself is stated by the report (the teacher's once the teacher set one),
 * so it is not written here.
 */
export function overallComment(
  _r: RubricDef,
  _level: number,
  dims: readonly DimensionResult[],
  deductions: readonly Deduction[],
): BilingualText {
  const sorted = [...dims].sort((a, b) => b.score / b.maxScore - a.score / a.maxScore);
  const best = sorted[0];
  const worst = sorted[sorted.length - 1];
  const points = -deductions.reduce((s, d) => s + d.points, 0);
  const ded = deductions.length
    ? { zh: `另扣 ${points} 分。`, en: ` ${points} point(s) deducted.` }
    : { zh: '', en: '' };
  const hasWorst = worst !== undefined && worst !== best;
  return {
    'zh-tw': `${best ? `表現最好的是「${best.name['zh-tw']}」` : ''}${hasWorst ? `，最需要加強的是「${worst.name['zh-tw']}」` : ''}${best ? '。' : ''}${ded.zh}`,
    en: `${best ? `Strongest: ${best.name.en}.` : ''}${hasWorst ? ` Needs most work: ${worst.name.en}.` : ''}${ded.en}`.trim(),
  };
}
