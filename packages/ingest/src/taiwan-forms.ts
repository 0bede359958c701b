import * as OpenCC from 'opencc-js';

let toTaiwan: ((text: string) => string) | null = null;

/**
 * Simplified characters with more than one Traditional form: which one is right depends on the
 * words around it (发 → 發/髮, 后 → 後/后, 干 → 乾/幹/干, 台 → 臺/台/颱 …), so a repair is a guess.
 */
const ONE_TO_MANY = new Set([
  ...'发后干台里面只系复钟几么着准范冲游征余松划蒙历汇尽卷签云制谷丑斗困借仆才',
]);

/**
 * Characters Taiwan writes both ways (台 and 臺 alike: 台灣, 臺北): the recogniser's dictionary has
 * both forms, so the one it read is the one the writer wrote and stays (issue 43 §7).
 */
const WRITTEN_EITHER_WAY = new Set([...'台']);

/** A character of a line as read, with the reader's confidence (0..1). */
export type ReadCharacter = { char: string; confidence: number };
/** A repair is a guess from context: at most this confident, so the teacher sees it. */
export const REPAIRED_CONFIDENCE = 0.5;

/**
 * The recogniser's dictionary (ppocr_keys_v1) is mostly Simplified and lacks common Taiwan
 * characters (說, 從 …): it writes the Simplified form. Converts a line to Taiwan forms with
 * OpenCC (cn → tw, characters and their phrases, never vocabulary), one character for one.
 * A character whose form was chosen by the words around it is marked with REPAIRED_CONFIDENCE.
 */
export function toTaiwanForms(line: readonly ReadCharacter[]): ReadCharacter[] {
  toTaiwan ??= OpenCC.Converter({ from: 'cn', to: 'tw' });
  const convert = toTaiwan;
  const source = line.map((c) => c.char);
  const inContext = [...convert(source.join(''))];
  const aligned = inContext.length === source.length;
  return line.map((c, i) => {
    if (WRITTEN_EITHER_WAY.has(c.char)) return c;
    const alone = convert(c.char);
    const chosen = aligned ? inContext[i]! : alone;
    if (chosen === c.char) return c;
    const guessed = ONE_TO_MANY.has(c.char) || chosen !== alone;
    return {
      char: chosen,
      confidence: guessed ? Math.min(c.confidence, REPAIRED_CONFIDENCE) : c.confidence,
    };
  });
}
