import type { Report } from '@essay/contracts';
import { floorOf } from '../rubrics/presets.ts';

/**
 * One judgement (issue 42 §3): the level and the dimension scores agree. The rule, on each
 * dimension's own scale: the holistic level stands for `lo + (level − floor) × (max − lo) /
 * (full − floor)` there, and no dimension is two or more points from it; on the 1–6 scale of
 * 會考 no dimension is at 1–2 beside a level of 5–6 (which the first rule already implies).
 * The engine keeps it by construction (`agreeWithLevel`, `agreeAmongThemselves`); reports are
 * checked with `agreementViolations` over every data set (test/agreement.test.ts, grader:truth).
 */
export const MAX_GAP = 2;

/** The holistic level read on a dimension's scale (0..max with its scored floor). */
export function levelOnDimension(
  level: number,
  scale: { floor: number; full: number },
  dim: { maxScore: number },
): number {
  const lo = Math.min(scale.floor, dim.maxScore);
  const span = Math.max(1, scale.full - scale.floor);
  return lo + ((level - scale.floor) * (dim.maxScore - lo)) / span;
}

/** A dimension score held within one point of the level on its scale (rounded into its range). */
export function agreeWithLevel(
  score: number,
  level: number,
  scale: { floor: number; full: number },
  dim: { maxScore: number },
): number {
  const at = levelOnDimension(level, scale, dim);
  const lo = Math.min(scale.floor, dim.maxScore);
  const held = Math.min(at + 1, Math.max(at - 1, score));
  return Math.max(lo, Math.min(dim.maxScore, Math.round(held)));
}

/**
 * Where the level is the sum of the dimensions (學測英文), the dimensions are held within one point
 * of their rounded mean, so none is two or more from the level they add up to; and a scored essay
 * is never 0 in every dimension (level 0 is a zero gate's, with its reason): the dimension the
 * model rates highest gets 1.
 */
export function agreeAmongThemselves(scores: readonly number[], raw: readonly number[]): number[] {
  if (scores.length === 0) return [];
  const mean = Math.round(scores.reduce((a, b) => a + b, 0) / scores.length);
  const held = scores.map((s) => Math.min(mean + 1, Math.max(mean - 1, s)));
  if (held.every((s) => s <= 0)) {
    const best = raw.indexOf(Math.max(...raw));
    held[best < 0 ? 0 : best] = 1;
  }
  return held;
}

/** Sentences naming each way a report breaks the rule (empty: it holds). */
export function agreementViolations(report: Report): string[] {
  const out: string[] = [];
  if (report.zeroGate) {
    if (!report.zeroGate.reason['zh-tw'].trim() || !report.zeroGate.reason.en.trim())
      out.push(`zero gate ${report.zeroGate.gate} without a reason`);
    return out;
  }
  // a teacher's rubric on a 0..K scale has 0 as its lowest scored level
  if (report.level <= 0 && report.rubric !== 'custom')
    out.push(`level ${report.level} without a zero gate`);
  const scale = { floor: floorOf(report), full: report.fullScore };
  for (const d of report.dimensions) {
    const at = levelOnDimension(report.level, scale, d);
    if (Math.abs(d.score - at) >= MAX_GAP)
      out.push(
        `${d.key} ${d.score}/${d.maxScore} beside level ${report.level}/${report.fullScore}`,
      );
    if (report.fullScore === 6 && d.maxScore === 6 && report.level >= 5 && d.score <= 2)
      out.push(`${d.key} ${d.score}/6 beside ${report.level}級分`);
  }
  return out;
}
