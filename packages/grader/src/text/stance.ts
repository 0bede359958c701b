/**
 * The side an English essay takes in its opening and in its conclusion (issue 42 §6, decision
 * 0077): an essay whose conclusion takes the other side has not kept its thesis to the end, so it
 * is neither "connected" nor at full marks for content. Read only from explicit statements of a
 * side (I agree / I disagree, should / should not be allowed, a good / a bad idea, in favour of /
 * against); an essay that states no side, or both in one part, is not judged.
 */
type Side = 'for' | 'against';

/** An explicit statement of agreement decides first; else "should (not) be allowed"; else "a good / bad idea". */
const TIERS: [RegExp, RegExp][] = [
  [
    /\b(i|we) (strongly |completely |totally |fully |really |do |still )?agree\b|\bi am (for|in favou?r of)\b/i,
    /\b(i|we) (strongly |completely |totally |really |still )?disagree\b|\b(i|we) (do not|don't|dont) agree\b|\bi am against\b/i,
  ],
  [
    /\bshould (definitely )?be (allowed|required|able)\b|\bin favou?r of\b/i,
    /\bshould (not|n't) be (allowed|required|able)\b|\bshouldn't be (allowed|required|able)\b|\bagainst\b/i,
  ],
  [/\bis a (very |really )?good idea\b/i, /\bis (a bad idea|not a good idea)\b/i],
];

/** The one side a passage states, or null (none, or both at the first tier that speaks). */
export function sideOf(text: string): Side | null {
  for (const [pro, con] of TIERS) {
    const f = pro.test(text);
    const a = con.test(text);
    if (f || a) return f === a ? null : f ? 'for' : 'against';
  }
  return null;
}

/** The opening (first paragraph) and the conclusion (last paragraph) state opposite sides. */
export function thesisReversed(paragraphs: readonly string[]): boolean {
  if (paragraphs.length < 2) return false;
  const open = sideOf(paragraphs[0]!);
  const close = sideOf(paragraphs[paragraphs.length - 1]!);
  return open !== null && close !== null && open !== close;
}
