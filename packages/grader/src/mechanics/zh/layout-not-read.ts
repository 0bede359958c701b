import type { Correction } from '@essay/contracts';

/**
 * The paragraph-indent finding of `chinesePunctuation` (「段落開頭應空兩個全形空格」): a format
 * correction whose suggestion opens with the two full-width spaces.
 */
function isIndentFinding(correction: Correction): boolean {
  return correction.kind === 'format' && correction.suggestion.startsWith('　　');
}

/**
 * Text read from a photo or scan has lost its layout: OCR does not keep leading spaces, so a
 * missing indent is the reader's, never the student's (issue 28). Drops the indent finding then.
 */
export function withoutLostLayout(
  corrections: Correction[],
  layoutFromImage: boolean | undefined,
): Correction[] {
  return layoutFromImage ? corrections.filter((c) => !isIndentFinding(c)) : corrections;
}
