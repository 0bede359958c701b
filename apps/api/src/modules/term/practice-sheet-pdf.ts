import type { UiLocale, WordBook } from '@essay/contracts';

/**
 * Issue 44 §2: the 錯字本's practice sheet (A4): each word in a row of 田字格 (Chinese) or lines
 * (English), once in grey to trace and `PRACTICE_COPIES` times blank, with its sentence.
 * Placeholder of the back-end half: the web half of issue 44 writes the renderer here (the
 * routes in term.routes.ts already call it with the words not yet mastered).
 */
export function renderPracticeSheet(input: WordBook, locale: UiLocale): Promise<Uint8Array> {
  void input;
  void locale;
  return Promise.reject(new Error('The practice sheet PDF is not built yet'));
}
