import { findGrid } from './grid/find-grid.ts';
import { cellsToText, type CellRow } from './grid/grid-text.ts';
import { loadColourPage } from './grid/colour-page.ts';
import { readGridRows } from './grid/read-grid.ts';
import { MAX_INPUT_PIXELS } from './image.ts';
import { loadPpocrModels, type PpocrModels } from './ppocr/ppocr-models.ts';
import type { TextSpan } from './uncertain.ts';

/**
 * A 稿紙 page as PP-OCR read it: the text (title line, paragraphs opened by two full-width
 * spaces, a blank line between), the spans to confirm, the confidence of every character (null
 * for layout) and their mean, and the grid's size.
 */
export type GridReading = {
  text: string;
  confidence: number;
  characters: number;
  confidences: (number | null)[];
  uncertain: TextSpan[];
  rows: CellRow[];
  grid: { columns: number; rows: number };
};

export interface HandwritingReader {
  /** Null when the page has no 稿紙 grid to read by. */
  readGridPage(image: Buffer): Promise<GridReading | null>;
  release(): Promise<void>;
}

/**
 * The handwriting engine: PP-OCRv4 (ONNX, one thread) reading 稿紙 pages cell by cell. Its
 * sessions are made once and kept by the extraction thread, like tesseract's worker.
 */
export async function createHandwritingReader(): Promise<HandwritingReader> {
  const models: PpocrModels = await loadPpocrModels();
  let queue: Promise<unknown> = Promise.resolve();
  const read = async (image: Buffer): Promise<GridReading | null> => {
    const grid = findGrid(await loadColourPage(image, MAX_INPUT_PIXELS));
    if (!grid) return null;
    const rows = await readGridRows(models, grid);
    const { text, confidences, uncertain } = cellsToText(rows);
    const known = confidences.filter((c): c is number => c !== null);
    return {
      text,
      confidences,
      uncertain,
      rows,
      characters: known.length,
      confidence: known.length ? known.reduce((a, b) => a + b, 0) / known.length : 0,
      grid: { columns: grid.columnLines.length - 1, rows: grid.rows.length },
    };
  };
  return {
    readGridPage(image) {
      // One page at a time: the sessions are single-threaded and memory is bounded per page.
      const job = queue.then(() => read(image));
      queue = job.catch(() => undefined);
      return job;
    },
    release: () => models.release(),
  };
}
