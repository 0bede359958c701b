import type { ImagePage, Span } from '@essay/contracts';

/** One word the OCR doubted, still to check, with a little of its context on its page. */
export interface DoubtfulWord {
  pageId: number;
  /** 0-based position of the page in the essay. */
  pageIndex: number;
  span: Span;
  word: string;
  before: string;
  after: string;
}

const CONTEXT = 8;

/** The words still to check in reading order: page by page, then by place on the page. */
export function wordsInOrder(pages: readonly ImagePage[]): DoubtfulWord[] {
  return pages.flatMap((page, pageIndex) =>
    [...page.uncertain]
      .sort((a, b) => a.start - b.start)
      .map((span) => ({
        pageId: page.id,
        pageIndex,
        span,
        word: page.content.slice(span.start, span.end),
        before: page.content.slice(Math.max(0, span.start - CONTEXT), span.start),
        after: page.content.slice(span.end, span.end + CONTEXT),
      })),
  );
}

/** "12 / 30 checked": the words the OCR doubted at first, and how many of them are settled. */
export function reviewProgress(pages: readonly ImagePage[]): { checked: number; total: number } {
  const total = pages.reduce((sum, page) => sum + Math.max(page.doubted, page.uncertain.length), 0);
  const left = pages.reduce((sum, page) => sum + page.uncertain.length, 0);
  return { checked: total - left, total };
}
