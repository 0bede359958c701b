import type { RelevelPreview } from '@essay/contracts';

type Translate = (key: string, vars?: Record<string, string | number>) => string;

/** One decimal, as a teacher reads an average ("2.3 levels"). */
const tenths = (x: number) => Math.round(x * 10) / 10;

/**
 * The preview's map in a teacher's words (issue 31 item 2): how the teacher's levels differ from
 * the engine's on the essays they levelled, and what that does to the others. Or why there is no
 * proposal.
 */
export function relevelExplanation(preview: RelevelPreview, t: Translate): string[] {
  const key = 'correction.relevel';
  // Every essay the teacher levelled is counted, as they count them (issue 41); those that
  // cannot guide the others are named apart, with the reason.
  const { zero_gate: zeroGate, other_rubric: otherRubric } = preview.set_aside;
  const levelled = preview.overrides + zeroGate + otherRubric;
  const asideLines = [
    ...(zeroGate > 0 ? [t(`${key}.setAside.zeroGate`, { count: zeroGate })] : []),
    ...(otherRubric > 0 ? [t(`${key}.setAside.otherRubric`, { count: otherRubric })] : []),
  ];
  if (preview.outcome === 'too_few')
    return [
      levelled === preview.overrides
        ? t(`${key}.tooFew`, { count: preview.min_overrides, overrides: levelled })
        : t(`${key}.tooFewUsable`, {
            count: preview.min_overrides,
            levelled,
            usable: preview.overrides,
          }),
      ...asideLines,
    ];
  const lines = [t(`${key}.intro`, { count: levelled }), ...asideLines];
  if (preview.outcome !== 'ready') return [...lines, t(`${key}.${preview.outcome}`)];
  const shift = tenths(preview.fit?.shift ?? 0);
  const spread = tenths(preview.fit?.spread ?? 1);
  if (shift === 0) lines.push(t(`${key}.shiftSame`));
  else lines.push(t(shift > 0 ? `${key}.shiftUp` : `${key}.shiftDown`, { count: Math.abs(shift) }));
  if (spread !== 1) lines.push(t(spread > 1 ? `${key}.wider` : `${key}.narrower`, { spread }));
  lines.push(t(`${key}.rule`, { min: preview.range?.min ?? 0, max: preview.range?.max ?? 0 }));
  return lines;
}
