/**
 * Post-processing for OCR and PDF text in Traditional Chinese (mixed with English).
 * Nothing here converts characters between scripts: Traditional text stays Traditional.
 */

/** Han ideographs, CJK punctuation (、。「」…), full-width forms (，！？), bopomofo. */
const CJK = '\\p{Script=Han}\\u3001-\\u303f\\uff01-\\uff60\\u3105-\\u312f\\u31a0-\\u31bf';
const SPACE = '[ \\t\\u00a0\\u3000]';

const FULL_WIDTH: Record<string, string> = {
  ',': '，',
  '.': '。',
  '?': '？',
  '!': '！',
  ':': '：',
  ';': '；',
  '(': '（',
  ')': '）',
};

const SPACES_BETWEEN_CJK = new RegExp(`(?<=[${CJK}])${SPACE}+(?=[${CJK}])`, 'gu');
/** ASCII punctuation after CJK and before CJK or the end of the line. */
const HALF_WIDTH_PUNCT = new RegExp(`(?<=[${CJK}])${SPACE}*([,.?!:;])${SPACE}*(?=[${CJK}]|$)`, 'gmu');
const OPEN_PAREN = new RegExp(`(?<=[${CJK}]|^)${SPACE}*\\(${SPACE}*(?=[${CJK}])`, 'gmu');
const CLOSE_PAREN = new RegExp(`(?<=[${CJK}])${SPACE}*\\)${SPACE}*(?=[${CJK}]|$)`, 'gmu');
const IS_CJK = new RegExp(`[${CJK}]`, 'u');

export function isCjkChar(char: string): boolean {
  return IS_CJK.test(char);
}

/**
 * Applies the CJK rules to one line or paragraph: no spaces between CJK characters, and
 * half-width , . ? ! : ; ( ) written between CJK characters become ，。？！：；（）.
 */
export function normaliseCjkSpacing(text: string): string {
  let previous: string;
  let result = text;
  // Repeat: a converted mark is itself CJK, which can expose a neighbouring rule (e.g. "好 , (")
  do {
    previous = result;
    result = result
      .replace(HALF_WIDTH_PUNCT, (_match, mark: string) => FULL_WIDTH[mark] ?? mark)
      .replace(OPEN_PAREN, FULL_WIDTH['('] ?? '(')
      .replace(CLOSE_PAREN, FULL_WIDTH[')'] ?? ')')
      .replace(SPACES_BETWEEN_CJK, '');
  } while (result !== previous);
  return result;
}

/**
 * Joins the lines of one paragraph: nothing between CJK neighbours, a space between words,
 * and an English word hyphenated across the line break is put back together.
 */
export function joinParagraphLines(lines: readonly string[]): string {
  let paragraph = '';
  for (const raw of lines) {
    const line = raw.trim();
    if (!line) continue;
    if (!paragraph) {
      paragraph = line;
      continue;
    }
    const last = paragraph.at(-1) ?? '';
    const first = line[0] ?? '';
    if (isCjkChar(last) || isCjkChar(first)) paragraph += line;
    else if (last === '-' && /[a-z]/.test(first) && /[A-Za-z]-$/.test(paragraph)) paragraph = paragraph.slice(0, -1) + line;
    else paragraph += ` ${line}`;
  }
  return normaliseCjkSpacing(paragraph.replace(/[ \t]{2,}/g, ' '));
}
