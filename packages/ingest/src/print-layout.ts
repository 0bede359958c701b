import sharp from 'sharp';
import { quantile } from './blank-page.ts';
import type { PageLayout } from './grid/page-layout.ts';
import type { OcrResult, OcrWorker } from './ocr.ts';

/**
 * Whether a printed page is set in rows (橫書) or in columns (直書, a book page): the blank
 * bands between its lines run across the page or down it (decision 0088). Measured on the
 * normalised page shrunk to PROFILE_WIDTH, where the small gaps between one line's characters
 * (a pixel or two) blur away and the gaps between lines (a third of a line or more) stay.
 */
const PROFILE_WIDTH = 400;
/**
 * Share of each side left out: the desk around a photographed sheet is not print, and the middle
 * of a page holds lines of text whichever way it is set.
 */
const MARGIN = 0.2;
/** Least darkness under the paper that counts as ink (as blank-page.ts). */
const MIN_INK_CONTRAST = 32;
/**
 * A band of the profile is a gap when it holds less than this share of the ink between the
 * emptiest band and a full one (the 90th percentile): a shadow or a desk edge along the page adds
 * ink to every band alike.
 */
const GAP_INK = 0.1;
/**
 * A page is set in columns when its gaps run down it over this much more of the text's width
 * than they run across its height: printed rows give 0.60-0.67 of gaps across and at most 0.12
 * down, printed columns 0.54-0.57 down and at most 0.2 across (the fixtures, upright and turned).
 */
const COLUMNS_MARGIN = 0.15;

/**
 * `gapsAcross`, `gapsDown`: the share of the text's height, of its width, that is blank bands
 * between rows, between columns; `columnWidth`, `rowHeight`: the median inked band down the
 * page, across it, in the page's pixels (a column's width, a row's height: about the size of
 * its characters when the page is set that way).
 */
export type PrintLayoutFigures = {
  gapsAcross: number;
  gapsDown: number;
  columnWidth: number;
  rowHeight: number;
};

/**
 * The bands of a profile that hold ink (more than GAP_INK of the way from the emptiest band to a
 * full one): the share of blank bands between the first and the last, and the median run.
 */
function profileFigures(profile: Uint32Array): { gaps: number; run: number } {
  const sorted = [...profile].sort((a, b) => a - b);
  const emptiest = sorted[0] ?? 0;
  const full = sorted[Math.floor(sorted.length * 0.9)] ?? 0;
  if (full === emptiest) return { gaps: 0, run: 0 };
  const limit = emptiest + (full - emptiest) * GAP_INK;
  const inked = [...profile.keys()].filter((i) => (profile[i] ?? 0) > limit);
  const runs: number[] = [];
  inked.forEach((band, i) => {
    if (i > 0 && inked[i - 1] === band - 1) runs[runs.length - 1]! += 1;
    else runs.push(1);
  });
  const span = (inked.at(-1) ?? 0) - (inked[0] ?? 0) + 1;
  return {
    gaps: span > 1 ? (span - inked.length) / span : 0,
    run: runs.sort((a, b) => a - b)[Math.floor(runs.length / 2)] ?? 0,
  };
}

/** The gaps of a normalised page: across it (between rows) and down it (between columns). */
export async function printLayoutFigures(png: Buffer): Promise<PrintLayoutFigures> {
  const { data, info } = await sharp(png)
    .greyscale()
    .resize({ width: PROFILE_WIDTH })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const histogram = new Uint32Array(256);
  for (const level of data) histogram[level] = (histogram[level] ?? 0) + 1;
  const paper = quantile(histogram, data.length, 0.5);
  const darkest = quantile(histogram, data.length, 0.005);
  const ink = paper - Math.max(MIN_INK_CONTRAST, (paper - darkest) / 2);
  const [x0, x1] = [Math.floor(width * MARGIN), Math.ceil(width * (1 - MARGIN))];
  const [y0, y1] = [Math.floor(height * MARGIN), Math.ceil(height * (1 - MARGIN))];
  const rows = new Uint32Array(y1 - y0);
  const columns = new Uint32Array(x1 - x0);
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++)
      if ((data[y * width + x] ?? 255) < ink) {
        rows[y - y0] = (rows[y - y0] ?? 0) + 1;
        columns[x - x0] = (columns[x - x0] ?? 0) + 1;
      }
  const across = profileFigures(rows);
  const down = profileFigures(columns);
  const scale = (await sharp(png).metadata()).width / width;
  return {
    gapsAcross: across.gaps,
    gapsDown: down.gaps,
    columnWidth: down.run * scale,
    rowHeight: across.run * scale,
  };
}

/** Whether the page's lines are columns (gaps down the page) rather than rows. */
export function setInColumns({ gapsAcross, gapsDown }: PrintLayoutFigures): boolean {
  return gapsDown > gapsAcross + COLUMNS_MARGIN;
}

/**
 * A reading this sure is kept without reading the page another way: the printed fixtures read
 * the right way 0.84-0.92, the wrong way (columns as rows, a page upside down) 0.12-0.24.
 */
export const SURE_READING = 0.6;

/**
 * Width in pixels a column's characters are shrunk to for chi_tra_vert, which reads small type
 * better than large: the clean scan's 38 px columns read 6.0% CER as they are, 4.3% at 24 px;
 * the fixtures fell apart under 17 px (README). Pages are never enlarged.
 */
const COLUMN_WIDTH = 24;

export type PrintReading = OcrResult & { layout: PageLayout };

type Turn = PageLayout['turned'];

/**
 * The ways a page whose lines run down it is tried with chi_tra_vert, most likely first: as it
 * lies, and upside down. (Neither sure: it may be a page of rows lying on its side.)
 */
export const UPRIGHT_OR_UPSIDE_DOWN: readonly Turn[] = [0, 180];

/** A page of rows read as garbage may be a page of columns lying on its side, either side. */
export const ON_ITS_SIDE: readonly Turn[] = [90, 270];

/** The page as chi_tra_vert reads it best: stood up, its columns shrunk to COLUMN_WIDTH. */
async function columnsImage(
  png: Buffer,
  turned: Turn,
  figures: PrintLayoutFigures,
): Promise<Buffer> {
  const columnWidth = turned % 180 === 0 ? figures.columnWidth : figures.rowHeight;
  const scale = Math.min(1, COLUMN_WIDTH / Math.max(1, columnWidth));
  const { width } = await sharp(png).metadata();
  let image = sharp(png).rotate((360 - turned) % 360);
  if (scale < 0.9) image = image.resize({ width: Math.round(width * scale) });
  return turned === 0 && scale >= 0.9 ? png : image.png().toBuffer();
}

/**
 * The page read as columns by chi_tra_vert, with which tesseract finds the columns and reads them
 * from the right, top to bottom: turned back from each of `turns` (the page lay turned that much
 * clockwise) until one reading is sure; else the most confident. The transcript is horizontal:
 * tesseract answers most marks of vertical type (﹁﹂︵︶) in their horizontal forms, and
 * readingOf maps the rest back (horizontalForms).
 */
export async function readColumns(
  worker: OcrWorker,
  png: Buffer,
  turns: readonly Turn[],
  figures: PrintLayoutFigures,
): Promise<PrintReading> {
  let best: PrintReading | null = null;
  for (const turned of turns) {
    const image = await columnsImage(png, turned, figures);
    const reading = {
      ...(await worker.recognize(image, { lang: 'chi_tra_vert' })),
      layout: { writing: 'columns', turned } as const,
    };
    if (!best || reading.confidence > best.confidence) best = reading;
    if (best.confidence >= SURE_READING) break;
  }
  return best!;
}
