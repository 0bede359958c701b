import type { PageLayout } from '../grid/page-layout.ts';
import { planeAnticlockwise, planeHalf, turnBlocks } from '../grid/turn.ts';
import { cutBox } from './cut-box.ts';
import { detectLines, type TextBox } from './detect.ts';
import type { PpocrModels } from './ppocr-models.ts';
import { REC_HEIGHT, recogniseStrip } from './recognise.ts';

/** A grey page in the frame its lines are read in: rows of text running left to right. */
export type LinesFrame = {
  grey: Uint8Array;
  width: number;
  height: number;
  boxes: TextBox[];
  layout: PageLayout;
};

/** Lines sampled to tell which way the characters stand: the longest few. */
const SAMPLE_LINES = 3;
/** A box this many times longer than tall is a line (not a character or a speck). */
const LINE_SHAPE = 3;
/**
 * A character lying a quarter anticlockwise reads about as surely as a standing one, and one
 * lying a quarter clockwise hardly at all (decision 0087 part 2): when the sample's characters,
 * each turned a quarter clockwise in its own square, still read at this share of their reading as
 * cut, they were lying anticlockwise — a page of columns.
 */
const STILL_READ = 0.5;

/** Whether most of the page's lines run down it (columns, or a page of rows on its side). */
function runDown(boxes: TextBox[]): boolean {
  const lines = boxes.filter((box) => box.length > LINE_SHAPE * box.height);
  const down = lines.filter((box) => Math.abs(box.uy) > Math.abs(box.ux)).length;
  return down * 2 > lines.length;
}

/** A box on the page turned upside down. */
function boxUpsideDown(box: TextBox, width: number, height: number): TextBox {
  return { ...box, cx: width - 1 - box.cx, cy: height - 1 - box.cy };
}

/**
 * How surely a strip reads: the recogniser's confidence summed over what it read, per square of
 * the strip (a reading that finds few characters in a long line scores low, however sure).
 */
async function stripScore(models: PpocrModels, strip: Uint8Array, width: number): Promise<number> {
  const chars = await recogniseStrip(models, strip, width);
  const squares = Math.max(1, Math.round(width / REC_HEIGHT));
  return chars.reduce((sum, c) => sum + c.confidence, 0) / squares;
}

/**
 * The frame a page's lines of text are read in, and how the page was written and lay. PP-OCR's
 * detector finds lines running either way: lines that run down the page (a 會考 answer sheet's
 * columns, or a page of rows photographed on its side) are read on the page turned a quarter
 * anticlockwise, where the first column is the top row. The longest lines then tell, read as cut
 * and upside down, whether the page lay the other way up; and, each character turned in its own
 * square, whether the characters stood (rows) or lay on their side (columns).
 */
export async function linesFrame(
  models: PpocrModels,
  grey: Uint8Array,
  width: number,
  height: number,
): Promise<LinesFrame> {
  let frame = { grey, width, height, boxes: await detectLines(models, grey, width, height) };
  let quarters = 0;
  if (runDown(frame.boxes)) {
    const turned = planeAnticlockwise(grey, width, height);
    frame = {
      grey: turned,
      width: height,
      height: width,
      boxes: await detectLines(models, turned, height, width),
    };
    quarters = 1;
  }
  const sample = frame.boxes
    .filter((box) => box.length > LINE_SHAPE * box.height)
    .sort((a, b) => b.length - a.length)
    .slice(0, SAMPLE_LINES);
  let asCut = 0;
  let upsideDown = 0;
  let standing = 0;
  for (const box of sample) {
    const { strip, width: stripWidth } = cutBox(frame.grey, frame.width, frame.height, box);
    const reversed = Uint8Array.from(strip).reverse();
    const [cut, half] = [
      await stripScore(models, strip, stripWidth),
      await stripScore(models, reversed, stripWidth),
    ];
    const upright = half > cut ? reversed : strip;
    asCut += cut;
    upsideDown += half;
    standing += await stripScore(models, turnBlocks(upright, REC_HEIGHT, 1), stripWidth);
  }
  if (upsideDown > asCut) {
    frame = {
      ...frame,
      grey: planeHalf(frame.grey),
      boxes: frame.boxes.map((box) => boxUpsideDown(box, frame.width, frame.height)),
    };
    quarters += 2;
  }
  const read = Math.max(asCut, upsideDown);
  const columns = sample.length > 0 && standing >= STILL_READ * read;
  // The page lay `quarters` turned clockwise from the reading frame; a page of columns stands a
  // quarter clockwise from its reading frame.
  const lay = (quarters - (columns ? 1 : 0) + 4) % 4;
  return {
    ...frame,
    layout: { writing: columns ? 'columns' : 'rows', turned: (lay * 90) as PageLayout['turned'] },
  };
}
