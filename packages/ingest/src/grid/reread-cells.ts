import type { PpocrModels } from '../ppocr/ppocr-models.ts';
import { REC_HEIGHT, recogniseStrip } from '../ppocr/recognise.ts';
import type { Cell } from './grid-text.ts';

/**
 * Reads again, each on its own, the cells that hold ink but got no character in their row's
 * reading (the line model runs neighbours together or skips a faint one): the cells are set side
 * by side with an empty cell between them, so each character is read without its neighbours.
 */
export async function rereadCells(
  models: PpocrModels,
  row: Buffer,
  rowWidth: number,
  columns: number[],
): Promise<Cell[]> {
  const size = REC_HEIGHT;
  const width = (columns.length * 2 + 1) * size;
  const pixels = Buffer.alloc(width * size, 255);
  columns.forEach((column, i) => {
    const x = (i * 2 + 1) * size;
    for (let y = 0; y < size; y++)
      row.copy(
        pixels,
        y * width + x,
        y * rowWidth + column * size,
        y * rowWidth + (column + 1) * size,
      );
  });
  const chars = await recogniseStrip(models, pixels, width);
  const cells: Cell[] = columns.map(() => null);
  for (const read of chars) {
    const slot = Math.floor(read.x / size);
    if (slot % 2 === 0) continue; // read in a gap: not a character of a cell
    const i = (slot - 1) / 2;
    if ((cells[i]?.confidence ?? -1) < read.confidence)
      cells[i] = { char: read.char, confidence: read.confidence };
  }
  return cells;
}
