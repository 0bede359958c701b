import type { BilingualText, Deduction, DimensionResult } from '@essay/contracts';
import type { RubricDef } from '../rubrics/presets.ts';

/** One-paragraph summary: the level, the strongest and weakest dimension, the deductions. */
export function overallComment(r: RubricDef, level: number, dims: readonly DimensionResult[], deductions: readonly Deduction[]): BilingualText {
  const sorted = [...dims].sort((a, b) => b.score / b.maxScore - a.score / a.maxScore);
  const best = sorted[0];
  const worst = sorted[sorted.length - 1];
  const ded = deductions.length ? { zh: `另扣 ${-deductions.reduce((s, d) => s + d.points, 0)} 分。`, en: ` ${-deductions.reduce((s, d) => s + d.points, 0)} point(s) deducted.` } : { zh: '', en: '' };
  return {
    'zh-tw': `${r.name['zh-tw']}：${r.label(level)}（滿分 ${r.label(r.fullScore)}）。${best ? `表現最好的是「${best.name['zh-tw']}」` : ''}${worst && worst !== best ? `，最需要加強的是「${worst.name['zh-tw']}」` : ''}。${ded.zh}`,
    en: `${r.name.en}: ${r.label(level)} (full score ${r.label(r.fullScore)}).${best ? ` Strongest: ${best.name.en}.` : ''}${worst && worst !== best ? ` Needs most work: ${worst.name.en}.` : ''}${ded.en}`,
  };
}
