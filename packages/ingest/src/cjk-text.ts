/**
 * Post-processing for OCR and PDF text in Traditional Chinese (mixed with English).
 * Nothing here converts characters between scripts: Traditional text stays Traditional.
 */
import { FULL_WIDTH_PUNCTUATION } from '@essay/contracts';

/** Han ideographs, CJK punctuation (、。「」…), full-width forms (，！？), bopomofo. */
const CJK =
  '\\p{Script=Han}\\u3001-\\u303f\\uff01-\\uff60\\u3105-\\u312f\\u31a0-\\u31bf\\ufe10-\\ufe19\\ufe30-\\ufe6b';
const SPACE = '[ \\t\\u00a0\\u3000]';

/**
 * The one table of marks' presentation forms and the marks they are in horizontal text.
 * Vertical writing's marks (﹁﹂﹃﹄︽︾︱︙︰: brackets, the dash, the ellipsis and the colon turned
 * a quarter clockwise, as on the 會考 answer sheet) and the small forms; tesseract's chi_tra model
 * also answers with them for ordinary marks. Taiwanese horizontal text uses the full-width marks.
 * ︰ is the colon turned a quarter: a student's ： on a vertical sheet, not a two-dot leader.
 */
const PRESENTATION_FORMS: Record<string, string> = {
  '\ufe10': '，',
  '\ufe11': '、',
  '\ufe12': '。',
  '\ufe13': '：',
  '\ufe14': '；',
  '\ufe15': '！',
  '\ufe16': '？',
  '\ufe17': '〖',
  '\ufe18': '〗',
  '\ufe19': '…',
  '\ufe30': '：',
  '\ufe31': '—',
  '\ufe32': '–',
  '\ufe33': '_',
  '\ufe35': '（',
  '\ufe36': '）',
  '\ufe37': '｛',
  '\ufe38': '｝',
  '\ufe39': '〔',
  '\ufe3a': '〕',
  '\ufe3b': '【',
  '\ufe3c': '】',
  '\ufe3d': '《',
  '\ufe3e': '》',
  '\ufe3f': '〈',
  '\ufe40': '〉',
  '\ufe41': '「',
  '\ufe42': '」',
  '\ufe43': '『',
  '\ufe44': '』',
  '\ufe50': '，',
  '\ufe51': '、',
  '\ufe52': '。',
  '\ufe54': '；',
  '\ufe55': '：',
  '\ufe56': '？',
  '\ufe57': '！',
  '\ufe58': '—',
  '\ufe59': '（',
  '\ufe5a': '）',
  '\ufe5b': '｛',
  '\ufe5c': '｝',
  '\ufe5d': '〔',
  '\ufe5e': '〕',
  '\ufe5f': '＃',
  '\ufe60': '＆',
  '\ufe61': '＊',
  '\ufe62': '＋',
  '\ufe63': '－',
  '\ufe64': '＜',
  '\ufe65': '＞',
  '\ufe66': '＝',
  '\ufe68': '＼',
  '\ufe69': '＄',
  '\ufe6a': '％',
  '\ufe6b': '＠',
};
const PRESENTATION_FORM = /[\ufe10-\ufe19\ufe30-\ufe6b]/gu;

/** A mark in its horizontal form: ﹁ becomes 「, ︙ becomes …; anything else stays. */
export function horizontalForm(char: string): string {
  return PRESENTATION_FORMS[char] ?? char;
}

/** Text with every presentation form of a mark turned back to its horizontal form. */
export function horizontalForms(text: string): string {
  return text.replace(PRESENTATION_FORM, horizontalForm);
}

const SPACES_BETWEEN_CJK = new RegExp(`(?<=[${CJK}])${SPACE}+(?=[${CJK}])`, 'gu');
/** ASCII punctuation after CJK and before CJK or the end of the line. */
const HALF_WIDTH_PUNCT = new RegExp(
  `(?<=[${CJK}])${SPACE}*([,.?!:;])${SPACE}*(?=[${CJK}]|$)`,
  'gmu',
);
const OPEN_PAREN = new RegExp(`(?<=[${CJK}]|^)${SPACE}*\\(${SPACE}*(?=[${CJK}])`, 'gmu');
const CLOSE_PAREN = new RegExp(`(?<=[${CJK}])${SPACE}*\\)${SPACE}*(?=[${CJK}]|$)`, 'gmu');
const IS_CJK = new RegExp(`[${CJK}]`, 'u');

export function isCjkChar(char: string): boolean {
  return IS_CJK.test(char);
}

/**
 * Applies the CJK rules to one line or paragraph: vertical/small punctuation forms become the
 * ordinary full-width marks, no spaces between CJK characters, and half-width , . ? ! : ; ( )
 * written between CJK characters become ，。？！：；（）.
 */
export function normaliseCjkSpacing(text: string): string {
  let previous: string;
  let result = horizontalForms(text);
  // Repeat: a converted mark is itself CJK, which can expose a neighbouring rule (e.g. "好 , (")
  do {
    previous = result;
    result = result
      .replace(HALF_WIDTH_PUNCT, (_match, mark: string) => FULL_WIDTH_PUNCTUATION[mark] ?? mark)
      .replace(OPEN_PAREN, FULL_WIDTH_PUNCTUATION['('] ?? '(')
      .replace(CLOSE_PAREN, FULL_WIDTH_PUNCTUATION[')'] ?? ')')
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
    else if (last === '-' && /[a-z]/.test(first) && /[A-Za-z]-$/.test(paragraph))
      paragraph = paragraph.slice(0, -1) + line;
    else paragraph += ` ${line}`;
  }
  return normaliseCjkSpacing(paragraph.replace(/[ \t]{2,}/g, ' '));
}
