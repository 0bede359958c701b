import * as OpenCC from 'opencc-js';

let toCn: ((s: string) => string) | null = null;

/**
 * The texts converted last and their conversions: one essay's text is converted by several steps
 * (features, topic, gates, mechanics), and opencc-js costs a few milliseconds per 600 characters.
 */
const converted = new Map<string, string>();
const CONVERSIONS_KEPT = 64;

/**
 * Traditional -> Simplified, character by character ('tw' table, not 'twp' phrases) so the
 * result keeps the input's length; the lexicons (jieba dict, idf) are Simplified.
 */
export function toSimplified(text: string): string {
  let out = converted.get(text);
  if (out === undefined) {
    toCn ??= OpenCC.Converter({ from: 'tw', to: 'cn' });
    out = toCn(text);
    if (converted.size >= CONVERSIONS_KEPT) converted.delete(converted.keys().next().value!);
  } else {
    converted.delete(text); // most recently used last
  }
  converted.set(text, out);
  return out;
}
