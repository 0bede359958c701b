/**
 * Which reader's text a page keeps (decisions 0043, 0048). PP-OCR reads handwriting on 稿紙 far
 * better than tesseract (CER 3-12% against 70-138%), tesseract reads print better (1-2% against
 * 6-9%). A 稿紙 page is read by PP-OCR cell by cell, or by its lines of text when its grid is not
 * found with confidence (betterReading); that reading is kept when it found writing it is
 * reasonably sure of. Otherwise tesseract reads the page, and when both read it, the more
 * confident reading wins (both confidences are a mean over characters or words, 0..1).
 */
export type ReaderChoice = 'ppocr' | 'tesseract';

/** A grid reading with fewer characters than this is a grid page without an essay on it. */
export const MIN_GRID_CHARACTERS = 8;
/** Mean character confidence from which a grid reading is kept without asking tesseract. */
export const SURE_GRID_READING = 0.75;

export type GridSummary = { characters: number; confidence: number } | null;

/** Whether tesseract must read the page too: no grid, no writing in it, or an unsure reading. */
export function needsTesseract(grid: GridSummary): boolean {
  return (
    grid === null || grid.characters < MIN_GRID_CHARACTERS || grid.confidence < SURE_GRID_READING
  );
}

/**
 * Of PP-OCR's two readings of a ruled page (by a whole grid that read unsurely, by its lines;
 * either may be missing), the more confident one that holds writing; null when neither does.
 */
export function betterReading<T extends { characters: number; confidence: number }>(
  grid: T | null,
  lines: T | null,
): T | null {
  const [a, b] = [grid, lines].map((r) => (r && r.characters >= MIN_GRID_CHARACTERS ? r : null));
  if (!a || !b) return a ?? b ?? null;
  return b.confidence > a.confidence ? b : a;
}

/** The reading kept, once tesseract has read the page too (or not: `tesseract` null). */
export function chooseReader(
  grid: GridSummary,
  tesseract: { confidence: number; characters: number } | null,
): ReaderChoice {
  if (grid === null || grid.characters < MIN_GRID_CHARACTERS) return 'tesseract';
  if (tesseract === null) return 'ppocr';
  if (tesseract.characters === 0) return 'ppocr';
  return grid.confidence >= tesseract.confidence ? 'ppocr' : 'tesseract';
}
