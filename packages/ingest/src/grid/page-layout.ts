import type { WritingWay } from './orientation.ts';

/**
 * How a handwritten page was written and how it lay: `writing` in rows (稿紙, 橫式橫書) or in
 * columns read from the right (the 會考 answer sheet, 橫式直書); `turned` the degrees clockwise
 * the page lay from upright when it was photographed (90: on its side, 180: upside down).
 */
export type PageLayout = { writing: 'rows' | 'columns'; turned: 0 | 90 | 180 | 270 };

export const UPRIGHT_ROWS: PageLayout = { writing: 'rows', turned: 0 };

/**
 * The layout from how the grid was read: `frameTurned` — found on the page turned a quarter
 * anticlockwise; the way the writing stood in it. Characters lying on their side along the lines
 * of cells are a page of columns (however the page lay).
 */
export function layoutOf(
  frameTurned: boolean,
  way: Pick<WritingWay, 'upsideDown' | 'turns'>,
): PageLayout {
  const quarters = (frameTurned ? 3 : 0) + (way.upsideDown ? 2 : 0) + way.turns;
  const turned = (((4 - (quarters % 4)) % 4) * 90) as PageLayout['turned'];
  return { writing: way.turns % 2 === 1 ? 'columns' : 'rows', turned };
}

/** What the teacher is told of a page not read as an upright page of rows; null when it was. */
export function layoutNote(layout: PageLayout): string | null {
  const parts: string[] = [];
  if (layout.writing === 'columns')
    parts.push('Read as vertical writing (columns from the right, top to bottom)');
  if (layout.turned !== 0)
    parts.push(
      layout.turned === 180
        ? 'the page lay upside down and was read turned the right way up'
        : `the page lay turned ${layout.turned}° and was read turned the right way up`,
    );
  if (parts.length === 0) return null;
  const text = parts.join('; ');
  return `${text[0]!.toUpperCase()}${text.slice(1)}.`;
}
