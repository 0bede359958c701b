import type { ColourPage } from './colour-page.ts';
import type { GridColour } from './find-grid.ts';

/** A pixel this much more of a ruling colour than of the others is ruled line, not ink. */
const LINE_COLOUR = 24;

/** How much more of `colour` (green or red; null: either) than of the other two channels. */
function lineExcess(r: number, g: number, b: number, colour: GridColour | null): number {
  const green = g - Math.max(r, b);
  const red = r - Math.max(g, b);
  return colour === 'green' ? green : colour === 'red' ? red : Math.max(green, red);
}

/**
 * The grey page the recogniser reads: the brightest channel, in which green or red ruled lines
 * are nearly as light as the paper and the ink stays dark, stretched so the ink is black. The
 * ink level is measured without the lines: on a page with little writing they would be taken
 * for ink and stretched black. (Whitening the line pixels too was tried: it ate into strokes
 * that cross a line and cost 1-2 points of CER.) `colour` null: the ruling's colour is unknown.
 */
export function inkPlane(page: ColourPage, colour: GridColour | null): Buffer {
  const { r, g, b, width, height } = page;
  const grey = Buffer.alloc(width * height);
  const histogram = new Uint32Array(256);
  for (let i = 0; i < grey.length; i++) {
    const value = Math.max(r[i]!, g[i]!, b[i]!);
    grey[i] = value;
    if (lineExcess(r[i]!, g[i]!, b[i]!, colour) <= LINE_COLOUR) histogram[value]!++;
  }
  // Ink level: the darkest 1% of the page (a written page has far more ink than that).
  let seen = 0;
  let ink = 0;
  const counted = histogram.reduce((sum, n) => sum + n, 0);
  while (ink < 255 && (seen += histogram[ink]!) < counted * 0.01) ink++;
  const span = Math.max(40, 255 - ink);
  for (let i = 0; i < grey.length; i++)
    grey[i] = Math.max(0, Math.min(255, Math.round(((grey[i]! - ink) / span) * 255)));
  return grey;
}
