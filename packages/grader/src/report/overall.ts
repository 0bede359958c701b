import type { BilingualText, Deduction, DimensionResult } from '@essay/contracts';
import type { RubricDef } from '../rubrics/presets.ts';
import { wholeQuote } from './quotes.ts';
import type { Figure } from '../text/figures.ts';
import { FIGURE_EN } from '../text/figures.ts';

/**
 * The summary after its level sentence: the strongest and the weakest dimension (only when they
 * differ), with the essay's words the strongest rests on, and the deductions. The level itself is
 * stated by the report (the teacher's once the teacher set one), so it is not written here.
 */
export function overallComment(
  _r: RubricDef,
  _level: number,
  dims: readonly DimensionResult[],
  deductions: readonly Deduction[],
  opening: string,
  fine: { quote: string; figures: Figure[] } | null = null,
): BilingualText {
  const share = (d: DimensionResult): number => d.score / Math.max(1, d.maxScore);
  const sorted = [...dims].sort((a, b) => share(b) - share(a));
  const best = sorted[0];
  const worst = sorted[sorted.length - 1];
  const points = -deductions.reduce((s, d) => s + d.points, 0);
  const ded = deductions.length
    ? { zh: `另扣 ${points} 分。`, en: ` ${points} point(s) deducted.` }
    : { zh: '', en: '' };
  const open = wholeQuote(opening);
  if (!best || !worst || share(best) === share(worst) || dims.length < 2) {
    const one = dims.length === 1 ? dims[0] : undefined;
    // four dimensions alike: what the essay does best, in its own words (a 佳句 and its figure)
    if (!one && fine && share(best!) >= 0.5) {
      const f = wholeQuote(fine.quote);
      return {
        'zh-tw': `各項表現一致；「${f}」一句用了${fine.figures[0]}，是全文的佳句。${ded.zh}`,
        en: `The dimensions are level; "${f}" stands out, with ${FIGURE_EN[fine.figures[0]!]}.${ded.en}`,
      };
    }
    return {
      'zh-tw': `${one ? `「${one.name['zh-tw']}」得 ${one.score} 分，` : `各項表現相當，`}全文從「${open}」寫起。${ded.zh}`,
      en: `${one ? `${one.name.en}: ${one.score} of ${one.maxScore}` : 'The dimensions are level'}, for an essay that opens with "${open}".${ded.en}`,
    };
  }
  const ev = best.evidence[0] ? wholeQuote(best.evidence[0].quote) : open;
  return {
    'zh-tw': `表現最好的是「${best.name['zh-tw']}」（如「${ev}」），最需要加強的是「${worst.name['zh-tw']}」。${ded.zh}`,
    en: `Strongest: ${best.name.en} (as in "${ev}"); needs most work: ${worst.name.en}.${ded.en}`,
  };
}
