import type { PpocrModels } from '../ppocr/ppocr-models.ts';
import type { Cell } from './grid-text.ts';
import { rereadCells } from './reread-cells.ts';

/**
 * What a turned mark, read as written in horizontal text, comes back as: the brackets, the
 * dash (a stroke across the cell, often read as 一), the ellipsis and the colon.
 */
const TURNED_READ: Record<string, string> = {
  '「': '「',
  '」': '」',
  '『': '『',
  '』': '』',
  '《': '《',
  '》': '》',
  '<': '《',
  '>': '》',
  '—': '—',
  一: '—',
  '-': '—',
  _: '—',
  '－': '—',
  '…': '…',
  '...': '…',
  '⋯': '…',
  '：': '：',
  ':': '：',
};

/** A character of the writing the recogniser is sure of: never a turned mark. */
const SURE_WRITING = 0.9;

const isHan = (char: string): boolean => /\p{Script=Han}/u.test(char);

/**
 * On a vertical page every cell was stood up (turned a quarter back) before reading, which turns
 * the quarter-turned marks back to their vertical forms (﹁, ︱, ︙), which the recogniser does not
 * know. Cells not read as sure writing are read again as they lie (`flat`: the row before its
 * cells were turned), where those marks have their horizontal form; a bracket, dash, ellipsis or
 * colon read there more surely than the cell's first reading replaces it.
 */
export async function readTurnedMarks(
  models: PpocrModels,
  flat: Buffer,
  width: number,
  placed: { cells: Cell[]; overflow: Cell[] },
): Promise<void> {
  const doubtful = placed.cells.flatMap((cell, c) =>
    cell && !(isHan(cell.char) && cell.confidence >= SURE_WRITING) ? [c] : [],
  );
  if (doubtful.length === 0) return;
  const again = await rereadCells(models, flat, width, doubtful);
  doubtful.forEach((c, i) => {
    const read = again[i];
    const mark = read && TURNED_READ[read.char];
    const first = placed.cells[c]!;
    if (mark && read.confidence > first.confidence)
      placed.cells[c] = { char: mark, confidence: read.confidence };
  });
}
