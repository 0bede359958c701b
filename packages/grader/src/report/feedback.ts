import type { DimensionResult, GroundedComment } from '@essay/contracts';
import type { DenseName } from '../features/dense.ts';
import type { Doc } from '../text/analyse.ts';
import { NEXT_STEP, STRENGTH } from './feature-text.ts';

interface Contribution {
  name: string;
  z: number;
  contribution: number;
}

/**
 * Strengths and next steps from the features that moved this essay's score most (model weight x
 * standardised value), in the teacher's words (the feature is kept for the record, never shown);
 * the best/weakest dimension adds a whole quoted sentence.
 */
export function feedback(
  doc: Doc,
  named: Record<DenseName, number>,
  contribs: readonly Contribution[],
  dims: readonly DimensionResult[],
): { strengths: GroundedComment[]; nextSteps: GroundedComment[] } {
  const sorted = [...contribs].sort((a, b) => b.contribution - a.contribution);
  const strengths: GroundedComment[] = [];
  const nextSteps: GroundedComment[] = [];
  const seen = new Set<string>();
  for (const c of sorted) {
    const say = STRENGTH[c.name as DenseName];
    if (strengths.length >= 3 || c.contribution <= 0.005) break;
    const text = say?.(named, doc.lang);
    if (!text || seen.has(text.en)) continue;
    seen.add(text.en);
    strengths.push({ text, span: null, feature: c.name });
  }
  for (const c of [...sorted].reverse()) {
    const say = NEXT_STEP[c.name as DenseName];
    if (nextSteps.length >= 3 || c.contribution >= -0.005) break;
    const text = say?.(named, doc.lang);
    if (!text || seen.has(text.en)) continue;
    seen.add(text.en);
    nextSteps.push({ text, span: null, feature: c.name });
  }
  const byScore = [...dims].sort((a, b) => b.score / b.maxScore - a.score / a.maxScore);
  const best = byScore[0];
  const worst = byScore[byScore.length - 1];
  if (best?.evidence[0] && best.score / best.maxScore >= 0.6)
    strengths.push({
      text: {
        'zh-tw': `「${best.name['zh-tw']}」表現較佳，例如：「${best.evidence[0].quote}」`,
        en: `${best.name.en} is the strongest part, for example: "${best.evidence[0].quote}"`,
      },
      span: best.evidence[0].span,
      feature: null,
    });
  if (worst && worst !== best && worst.evidence[0])
    nextSteps.push({
      text: {
        'zh-tw': `優先加強「${worst.name['zh-tw']}」。下一步：先改寫這一句：「${worst.evidence[0].quote}」`,
        en: `Work first on ${worst.name.en}. Next step: rewrite this sentence first: "${worst.evidence[0].quote}"`,
      },
      span: worst.evidence[0].span,
      feature: null,
    });
  if (nextSteps.length === 0)
    nextSteps.push({
      text: {
        'zh-tw': '下一步：再加入一個具體的例子，讓論點更深入。',
        en: 'Next step: add one more concrete example to deepen the argument.',
      },
      span: null,
      feature: 'len_log',
    });
  return { strengths, nextSteps };
}
