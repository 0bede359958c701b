import type { BilingualText, DimensionResult, GroundedComment } from '@essay/contracts';
import type { DenseName } from '../features/dense.ts';
import type { Doc } from '../text/analyse.ts';
import { FEATURE_TOPIC, NEXT_STEP, STRENGTH, TOPIC_ASPECT } from './feature-text.ts';
import type { EssayFacts } from './facts.ts';
import { quotablePart, wholeQuote } from './quotes.ts';
import { statementTopics } from './truth.ts';

interface Contribution {
  name: string;
  z: number;
  contribution: number;
}

/** Topics a set of statements praises and faults (src/report/truth.ts reads them the same way). */
function stances(texts: readonly BilingualText[], lang: Doc['lang']): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const t of texts)
    for (const { topic, stance } of statementTopics(t, lang)) {
      const s = out.get(topic) ?? new Set<string>();
      s.add(stance);
      out.set(topic, s);
    }
  return out;
}

/**
 * Strengths and next steps from the features that moved this essay's score most (model weight x
 * standardised value), in the teacher's words (the feature is kept for the record, never shown);
 * each is made only when the essay's facts support it, and none praises what a dimension comment
 * (or an earlier strength or step) faults, or faults what one praises. The best/weakest dimension
 * adds a quoted sentence when the dimensions differ.
 */
export function feedback(
  doc: Doc,
  facts: EssayFacts,
  contribs: readonly Contribution[],
  dims: readonly DimensionResult[],
  aspects: ReadonlyMap<string, string> = new Map(),
): { strengths: GroundedComment[]; nextSteps: GroundedComment[] } {
  const sorted = [...contribs].sort((a, b) => b.contribution - a.contribution);
  const strengths: GroundedComment[] = [];
  const nextSteps: GroundedComment[] = [];
  const seen = new Set<string>();
  const said = (): Map<string, Set<string>> =>
    stances(
      [
        ...dims.map((d) => d.comment),
        ...strengths.map((s) => s.text),
        ...nextSteps.map((s) => s.text),
      ],
      doc.lang,
    );
  const clashes = (text: BilingualText): boolean => {
    const before = said();
    return statementTopics(text, doc.lang).some(({ topic, stance }) => {
      const s = before.get(topic);
      return s !== undefined && !s.has(stance);
    });
  };
  const share = (d: DimensionResult): number => d.score / Math.max(1, d.maxScore);
  // praise of an aspect stands only beside a dimension that is not low (issue 42 §6: "precise and
  // mature" wording is never said of a low-scored essay)
  const mean = dims.reduce((a, d) => a + share(d), 0) / Math.max(1, dims.length);
  const earned = (name: string): boolean => {
    const topic = FEATURE_TOPIC[name as DenseName];
    if (!topic) return true;
    if (topic === 'wording' && mean < 0.6) return false;
    return dims.every((d) => share(d) >= 0.5 || aspects.get(d.key) !== TOPIC_ASPECT[topic]);
  };
  for (const c of sorted) {
    if (strengths.length >= 3 || c.contribution <= 0.005) break;
    if (!earned(c.name)) continue;
    const text = STRENGTH[c.name as DenseName]?.(facts);
    if (!text || seen.has(text.en) || clashes(text)) continue;
    seen.add(text.en);
    strengths.push({ text, span: null, feature: c.name });
  }
  for (const c of [...sorted].reverse()) {
    if (nextSteps.length >= 3 || c.contribution >= -0.005) break;
    const text = NEXT_STEP[c.name as DenseName]?.(facts);
    if (!text || seen.has(text.en) || clashes(text)) continue;
    seen.add(text.en);
    nextSteps.push({ text, span: null, feature: c.name });
  }
  const byScore = [...dims].sort((a, b) => share(b) - share(a));
  const best = byScore[0];
  const worst = byScore[byScore.length - 1];
  const differ = best !== undefined && worst !== undefined && share(best) > share(worst);
  // the fourth dimension's evidence is its marked sentences: never held up as an example
  if (
    best?.evidence[0] &&
    aspects.get(best.key) !== 'mechanics' &&
    share(best) >= 0.6 &&
    (differ || dims.length === 1)
  )
    strengths.push({
      text: {
        'zh-tw': `「${best.name['zh-tw']}」表現較佳，例如：「${wholeQuote(best.evidence[0].quote)}」`,
        en: `${best.name.en} is the strongest part, for example: "${wholeQuote(best.evidence[0].quote)}"`,
      },
      span: best.evidence[0].span,
      feature: null,
    });
  // the essay's weakest dimension first, on a sentence of its own that is not a 佳句
  const fineAt = new Set(facts.fine.map((x) => x.start));
  const toRewrite = worst?.evidence.find((e) => !fineAt.has(e.span.start));
  if (worst && differ && toRewrite)
    nextSteps.push({
      text: {
        'zh-tw': `優先加強「${worst.name['zh-tw']}」，下一步：先改寫以「${wholeQuote(toRewrite.quote)}」開頭的這一句`,
        en: `Work first on ${worst.name.en}; next step: rewrite first the sentence that begins "${wholeQuote(toRewrite.quote)}"`,
      },
      span: toRewrite.span,
      feature: null,
    });
  if (nextSteps.length === 0) {
    const last = doc.paragraphs[doc.paragraphs.length - 1]?.span ?? {
      start: 0,
      end: doc.text.length,
    };
    const at = wholeQuote(quotablePart(doc, last, 'start'));
    nextSteps.push({
      text: {
        'zh-tw': `下一步：在「${at}」這一段再加入一個具體的例子或細節，讓內容更深入。`,
        en: `Next step: add one more concrete example or detail to the paragraph that begins "${at}".`,
      },
      span: null,
      feature: null,
    });
  }
  return { strengths, nextSteps };
}
