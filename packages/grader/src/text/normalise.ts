import * as OpenCC from 'opencc-js';

let toCn: ((s: string) => string) | null = null;

/**
 * Traditional -> Simplified, character by character ('tw' table, not 'twp' phrases) so the
 * result keeps the input's length; the lexicons (jieba dict, idf) are Simplified.
 */
export function toSimplified(text: string): string {
  toCn ??= OpenCC.Converter({ from: 'tw', to: 'cn' });
  return toCn(text);
}
