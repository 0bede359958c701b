import { needsTesseract, betterReading } from './choose-reader.ts';
import { findGrid, ruledLines, type Grid } from './grid/find-grid.ts';
import { cellsToText, type CellRow } from './grid/grid-text.ts';
import { loadColourPage, type ColourPage } from './grid/colour-page.ts';
import { inkPlane } from './grid/ink-plane.ts';
import { layoutOf, UPRIGHT_ROWS, type PageLayout } from './grid/page-layout.ts';
import { writingWay } from './grid/orientation.ts';
import { readGridRows } from './grid/read-grid.ts';
import { pageAnticlockwise } from './grid/turn.ts';
import { showsRulingColour } from './grid/ruling-colour.ts';
import { MAX_INPUT_PIXELS } from './image.ts';
import { loadPpocrModels, type PpocrModels } from './ppocr/ppocr-models.ts';
import { readLines } from './ppocr/read-lines.ts';
import type { TextSpan } from './uncertain.ts';

/**
 * A page as PP-OCR read it: the text (title line, paragraphs opened by two full-width spaces, a
 * blank line between), the spans to confirm, the confidence of every character (null for
 * layout) and their mean, and the grid's size — null when the page was read by its lines of
 * text (no grid found, or not one to trust).
 */
export type GridReading = {
  text: string;
  confidence: number;
  characters: number;
  confidences: (number | null)[];
  uncertain: TextSpan[];
  rows: CellRow[];
  grid: { columns: number; rows: number } | null;
  /** How the page was written and how it lay (read by lines: upright rows, as given). */
  layout: PageLayout;
};

export interface HandwritingReader {
  /**
   * A 稿紙 page read by its grid; when the grid is not found, or its reading is unsure (a grid
   * found on part of the page), by its lines of text instead (the reading holding more sure
   * writing is kept). Null when the page is not ruled paper (print, a plain sheet: tesseract's).
   */
  readGridPage(image: Buffer): Promise<GridReading | null>;
  /**
   * The page read by PP-OCR's own line detection and recognition, without a grid: for a page
   * whose grid was not found (or found only in part) and for handwriting on plain paper.
   */
  readLinesPage(image: Buffer): Promise<GridReading>;
  release(): Promise<void>;
}

/**
 * Cells on a line of Taiwanese 稿紙 and of the 會考 answer sheet: a grid with this many is whole
 * even when more ruled lines are counted (a sheet's frame, drawn a cell's width beyond the grid,
 * joins the run of lines on a page written in light pencil).
 */
const FULL_LINE = 20;

/**
 * Whether a found grid holds the page's ruled lines (all but one of them, or a full line of
 * cells): one found between two inner lines, because a shadow hid the outer ones, would lose the
 * columns beyond them.
 */
function whole(grid: Grid, ruled: number): boolean {
  return grid.columnLines.length >= Math.min(ruled - 1, FULL_LINE + 1);
}

function reading(
  rows: CellRow[],
  grid: GridReading['grid'],
  layout: PageLayout = UPRIGHT_ROWS,
): GridReading {
  const { text, confidences, uncertain } = cellsToText(rows);
  const known = confidences.filter((c): c is number => c !== null);
  return {
    text,
    confidences,
    uncertain,
    rows,
    characters: known.length,
    confidence: known.length ? known.reduce((a, b) => a + b, 0) / known.length : 0,
    grid,
    layout,
  };
}

/**
 * The handwriting engine: PP-OCRv4 (ONNX, one thread) reading 稿紙 pages cell by cell, or by
 * their lines of text (its detector) when the grid is not found whole. Its sessions are made on
 * the first page that needs them (a page of print never does) and kept by the extraction thread,
 * like tesseract's worker.
 */
export async function createHandwritingReader(): Promise<HandwritingReader> {
  let loaded: Promise<PpocrModels> | null = null;
  const models = (): Promise<PpocrModels> => (loaded ??= loadPpocrModels());
  let queue: Promise<unknown> = Promise.resolve();
  const colourPage = (image: Buffer): Promise<ColourPage> =>
    loadColourPage(image, MAX_INPUT_PIXELS);
  const byLines = async (page: ColourPage): Promise<GridReading> => {
    const lines = await readLines(await models(), inkPlane(page, null), page.width, page.height);
    return reading(lines.rows, null, lines.layout);
  };
  const readGrid = async (image: Buffer): Promise<GridReading | null> => {
    // Not ruled paper (print, a plain sheet): no grid to search for, no handwriting to read. A
    // page without any ruling colour is told by a thumbnail, without the colour page's cost.
    if (!(await showsRulingColour(image, MAX_INPUT_PIXELS))) return null;
    const page = await colourPage(image);
    // The grid's lines of cells (rows; a vertical page's columns) share their ruled lines along
    // them and have a blank band between them: they are found with the shared lines standing
    // upright, so a page whose shared lines lie across is turned a quarter first.
    const asGiven = ruledLines(page);
    const givenGrid = asGiven > 0 ? findGrid(page) : null;
    let frame = page;
    let grid = givenGrid && whole(givenGrid, asGiven) ? givenGrid : null;
    let across = 0;
    if (!grid) {
      const turned = pageAnticlockwise(page);
      across = ruledLines(turned);
      const turnedGrid = across > 0 ? findGrid(turned) : null;
      if (turnedGrid && whole(turnedGrid, across)) {
        [frame, grid] = [turned, turnedGrid];
      }
    }
    // Ruled paper either way (a vertical sheet's evenly spaced lines lie across it) is handwriting
    // even when no grid is found whole: it is read by its lines, not left to tesseract.
    if (!grid && asGiven === 0 && across === 0) return null;
    const way = grid && (await writingWay(await models(), grid));
    const byGrid =
      grid && way
        ? reading(
            await readGridRows(await models(), way.grid, way.turns),
            { columns: grid.columnLines.length - 1, rows: grid.rows.length },
            layoutOf(frame !== page, way),
          )
        : null;
    // A grid whose edges were found only at a wide slant may be the paper's edge: on the page as
    // given, its reading by lines is compared.
    if (byGrid && !needsTesseract(byGrid) && !(grid?.fanned && frame === page)) return byGrid;
    // By its lines of text, which run either way (a vertical page's columns are read as rows on
    // the page turned, `linesFrame`).
    return betterReading(byGrid, await byLines(page));
  };
  // One page at a time: the sessions are single-threaded and memory is bounded per page.
  const queued = <T>(work: () => Promise<T>): Promise<T> => {
    const job = queue.then(work);
    queue = job.catch(() => undefined);
    return job;
  };
  return {
    readGridPage: (image) => queued(() => readGrid(image)),
    readLinesPage: (image) => queued(async () => byLines(await colourPage(image))),
    release: async () => {
      const held = loaded;
      loaded = null;
      if (held) await (await held).release();
    },
  };
}
