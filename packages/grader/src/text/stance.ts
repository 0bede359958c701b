/**
 * The side an English essay takes in its opening and in its conclusion (issue 42 §6, decision
 * 0077): an essay whose conclusion takes the other side has not kept its thesis to the end, so it
 * is neither "connected" nor at full marks for content. Read only from explicit statements of a
 * side (I agree / I disagree, should / should not be allowed, a good / a bad idea, in favour of /
 * against); an essay that states no side, or both in one part, is not judged.
 */
type Side = 'for' | 'against';

const FOR =
  /\b(i|we) (strongly |completely |totally |fully |really |do |still )?(agree|support)\b|\bin favou?r of\b|\bis a (very |really )?good idea\b|\bshould (definitely )?be (allowed|required|able)\b|\bi am for\b/i;
const AGAINST =
  /\b(i|we) (strongly |completely |totally |really |still )?disagree\b|\b(i|we) (do not|don't|dont) (agree|support)\b|\bi am against\b|\bis (a bad idea|not a good idea)\b|\bshould (not|n't) be (allowed|required|able)\b|\bshouldn't be (allowed|required|able)\b/i;

/** The one side a passage states, or null (none, or both). */
export function sideOf(text: string): Side | null {
  const f = FOR.test(text);
  const a = AGAINST.test(text);
  return f === a ? null : f ? 'for' : 'against';
}

/** The opening (first paragraph) and the conclusion (last paragraph) state opposite sides. */
export function thesisReversed(paragraphs: readonly string[]): boolean {
  if (paragraphs.length < 2) return false;
  const open = sideOf(paragraphs[0]!);
  const close = sideOf(paragraphs[paragraphs.length - 1]!);
  return open !== null && close !== null && open !== close;
}
