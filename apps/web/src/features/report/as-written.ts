import type { ImagePage } from '@essay/contracts';
import type { ReviewWord } from './review-queue.ts';

/** A stretch of a column of the page as written: plain text, or a word still to check. */
export type WrittenPiece = { text: string; word?: ReviewWord };

/**
 * A page's text as it stands on the page, for the review of a page written in columns (issue 43
 * §1): one entry per line of the text (the title, each paragraph; a column group in vertical
 * writing), each cut into plain text and the words still to check, in reading order. The blank
 * lines between paragraphs are layout, not columns.
 */
export function asWritten(content: string, words: readonly ReviewWord[]): WrittenPiece[][] {
  const spans = [...words].sort((a, b) => a.span.start - b.span.start);
  const lines: WrittenPiece[][] = [];
  let at = 0;
  for (const line of content.split('\n')) {
    const start = at;
    const end = start + line.length;
    at = end + 1;
    if (line.trim() === '') continue;
    const pieces: WrittenPiece[] = [];
    let from = start;
    for (const word of spans) {
      if (word.span.end <= start || word.span.start >= end) continue;
      const wordStart = Math.max(word.span.start, start);
      const wordEnd = Math.min(word.span.end, end);
      if (wordStart > from) pieces.push({ text: content.slice(from, wordStart) });
      pieces.push({ text: content.slice(wordStart, wordEnd), word });
      from = wordEnd;
    }
    if (from < end) pieces.push({ text: content.slice(from, end) });
    lines.push(pieces);
  }
  return lines;
}

/** Whether the review shows the page as written in columns: the reader read it as columns. */
export function writtenInColumns(page: Pick<ImagePage, 'layout'>): boolean {
  return page.layout?.writing === 'columns';
}
