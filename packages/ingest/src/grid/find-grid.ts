import type { ColourPage } from './colour-page.ts';
import { homography, warp, type Point } from './homography.ts';

/**
 * How much more a ruled-line pixel holds of its colour than of the other two (0-255, after
 * flat-field): faint lines on a dull photo stand 12-30 above; ink and paper stay near 0.
 */
const LINE_EXCESS = 14;
/** Fewer line pixels than this share of the page and there is no grid to find. */
const MIN_LINE_SHARE = 0.004;
/** A grid needs at least this many columns and rows of cells to be read as one. */
const MIN_COLUMNS = 5;
const MIN_ROWS = 2;
/**
 * Printed cells are evenly spaced: the spread (coefficient of variation) of the column spacing
 * and of the cell heights stays under 0.04 on photographed 稿紙 (0.01 on scans); the chance
 * "grids" that a colour cast and lines of print make spread 0.06-0.07.
 */
const MAX_COLUMN_SPREAD = 0.05;
const MAX_ROW_SPREAD = 0.04;

export type GridColour = 'green' | 'red';

/** One row of cells in the rectified page: its top and bottom line (y, pixels). */
export type GridRow = { top: number; bottom: number };

/**
 * A 稿紙 grid found on a page: the page rectified (perspective and tilt undone) so the grid is
 * upright, the x of every column line (columns + 1 of them) and every row of cells.
 */
export type Grid = {
  page: ColourPage;
  colour: GridColour;
  columnLines: number[];
  rows: GridRow[];
  /** Where the rectified page's corners lie on the page it was found on (tl, tr, br, bl). */
  corners: Point[];
  /**
   * Its edges were found only at a wide slant or faint (a hard photo): they may be the paper's
   * edge rather than the grid's, so a reading by the page's lines is worth comparing.
   */
  fanned?: boolean;
};

/** How much more green (or red) than the other two channels each pixel holds, 0 when less. */
function colourExcess(page: ColourPage, colour: GridColour): Uint8Array {
  const { r, g, b } = page;
  const excess = new Uint8Array(page.width * page.height);
  const [main, a, c] = colour === 'green' ? [g, r, b] : [r, g, b];
  for (let i = 0; i < excess.length; i++) {
    excess[i] = Math.max(0, main[i]! - Math.max(a[i]!, c[i]!));
  }
  return excess;
}

/** Pixels of the ruled lines: clearly more green (or red) than the other channels. */
function lineMask(excess: Uint8Array): Uint8Array {
  const mask = new Uint8Array(excess.length);
  for (let i = 0; i < mask.length; i++) if (excess[i]! > LINE_EXCESS) mask[i] = 1;
  return mask;
}

function count(mask: Uint8Array): number {
  let n = 0;
  for (const v of mask) n += v;
  return n;
}

/** Scale of the line search: a quarter-size copy keeps lines 1-2 px wide and the search cheap. */
const SEARCH_SHRINK = 4;
/** Least colour excess a neighbourhood needs for its lines to be evened out (second try). */
const HOUGH_EXCESS = 8;
/** Slopes searched (pixels across per pixel along): a page photographed up to ~20° off. */
const MAX_SLOPE = 0.36;
const SLOPE_STEP = 0.006;
/** An edge of the grid is a line at least this strong against the strongest line. */
const EDGE_SHARE = 0.6;
/** Second try: a vertical edge in a shadow keeps less colour than the frame in the light. */
const SHADED_EDGE_SHARE = 0.3;
/** Edges differ from the strongest line's slope by at most this (perspective fans them out). */
const EDGE_SLOPE = 0.08;
/** A photo taken at a slant fans them out further (0.26 between a grid's two edges seen). */
const FANNED_EDGE_SLOPE = 0.3;

type Line = { offset: number; slope: number; strength: number };

/**
 * The straight lines of a (shrunk) colour-excess map in one orientation, as a small Hough
 * transform: `along` 'y' finds near-vertical lines x = offset + slope·(y − h/2), 'x' near-
 * horizontal ones. Answers, for every offset, the strongest line through it.
 */
function straightLines(excess: Uint8Array, w: number, h: number, along: 'x' | 'y'): Line[] {
  const slopes = Math.round((2 * MAX_SLOPE) / SLOPE_STEP) + 1;
  const span = along === 'y' ? w : h;
  const length = along === 'y' ? h : w;
  const acc = new Float64Array(slopes * span);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const value = excess[y * w + x]!;
      if (value === 0) continue;
      const [across, at] = along === 'y' ? [x, y - h / 2] : [y, x - w / 2];
      for (let k = 0; k < slopes; k++) {
        const offset = Math.round(across - (-MAX_SLOPE + k * SLOPE_STEP) * at);
        if (offset >= 0 && offset < span) acc[k * span + offset]! += value;
      }
    }
  }
  const lines: Line[] = [];
  for (let offset = 0; offset < span; offset++) {
    let best = 0;
    let slope = 0;
    for (let k = 0; k < slopes; k++) {
      if (acc[k * span + offset]! > best) {
        best = acc[k * span + offset]!;
        slope = -MAX_SLOPE + k * SLOPE_STEP;
      }
    }
    lines.push({ offset, slope, strength: best / length });
  }
  return lines;
}

/** Half-width of the neighbourhood (search scale) a line's colour is judged against. */
const EVEN_RADIUS = 6;

/**
 * Each pixel's colour excess against the strongest near it (0-64): under a shadow or on a dull
 * photo the lines keep less colour, yet they are still the most coloured thing around them.
 * Pixels under half their neighbourhood's strongest, or in a neighbourhood with no clear
 * colour at all, are dropped.
 */
function evenOut(small: Uint8Array, w: number, h: number): Uint8Array {
  const rowMax = new Uint8Array(small.length);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      let best = 0;
      for (let d = -EVEN_RADIUS; d <= EVEN_RADIUS; d++)
        best = Math.max(best, small[y * w + x + d] ?? 0);
      rowMax[y * w + x] = best;
    }
  const out = new Uint8Array(small.length);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      let best = 0;
      for (let d = -EVEN_RADIUS; d <= EVEN_RADIUS; d++) {
        const yy = y + d;
        if (yy >= 0 && yy < h) best = Math.max(best, rowMax[yy * w + x]!);
      }
      const value = small[y * w + x]!;
      if (best >= HOUGH_EXCESS && value >= best / 2)
        out[y * w + x] = Math.round((value / best) * 64);
    }
  return out;
}

/**
 * Keeps the pixels that continue a line `along` y (or x) on both sides and are thin across it: a
 * ruled line is, the speckles of sensor noise and the inside of a coloured desk are not, and
 * they would otherwise add up to lines.
 */
function runsOnly(small: Uint8Array, w: number, h: number, along: 'x' | 'y'): Uint8Array {
  const out = new Uint8Array(small.length);
  const at = (x: number, y: number): number =>
    x >= 0 && y >= 0 && x < w && y < h ? small[y * w + x]! : 0;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const value = small[y * w + x]!;
      if (value === 0) continue;
      const [before, after] =
        along === 'y'
          ? [
              at(x - 1, y - 1) || at(x, y - 1) || at(x + 1, y - 1),
              at(x - 1, y + 1) || at(x, y + 1) || at(x + 1, y + 1),
            ]
          : [
              at(x - 1, y - 1) || at(x - 1, y) || at(x - 1, y + 1),
              at(x + 1, y - 1) || at(x + 1, y) || at(x + 1, y + 1),
            ];
      // A line is thin: a pixel inside a coloured area (a desk, a stain) is not on one.
      const solid = along === 'y' ? at(x - 2, y) && at(x + 2, y) : at(x, y - 2) && at(x, y + 2);
      if (before && after && !solid) out[y * w + x] = value;
    }
  }
  return out;
}

/**
 * The grid's two edges: the outermost lines at least `share` as strong as the strongest and
 * about as steep (a grid's lines run nearly parallel; a shadow's edge or a desk's does not).
 */
function edges(lines: Line[], share: number, slopeTolerance: number): [Line, Line] | null {
  const strongest = lines.reduce((a, b) => (b.strength > a.strength ? b : a), lines[0]!);
  if (!strongest || strongest.strength <= 0) return null;
  const strong = lines.filter(
    (line) =>
      line.strength >= share * strongest.strength &&
      Math.abs(line.slope - strongest.slope) <= slopeTolerance,
  );
  if (strong.length < 2 || strong.at(-1)!.offset - strong[0]!.offset < 20) return null;
  return [strong[0]!, strong.at(-1)!];
}

/** Where a near-vertical line (x = a + s·(y − h/2)) meets a near-horizontal one (y = b + t·(x − w/2)). */
function meet(vertical: Line, horizontal: Line, w: number, h: number): Point {
  // x = a + s(y - h/2), y = b + t(x - w/2)  =>  solve for x.
  const { offset: a, slope: s } = vertical;
  const { offset: b, slope: t } = horizontal;
  const x = (a + s * (b - t * (w / 2) - h / 2)) / (1 - s * t);
  const y = b + t * (x - w / 2);
  return { x, y };
}

/** The colour-excess map at search scale: each pixel the strongest of the SEARCH_SHRINK² it covers. */
function shrink(
  excess: Uint8Array,
  width: number,
  height: number,
): { small: Uint8Array; w: number; h: number } {
  const w = Math.ceil(width / SEARCH_SHRINK);
  const h = Math.ceil(height / SEARCH_SHRINK);
  const small = new Uint8Array(w * h);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const value = excess[y * width + x]!;
      if (value <= HOUGH_EXCESS) continue;
      const i = Math.floor(y / SEARCH_SHRINK) * w + Math.floor(x / SEARCH_SHRINK);
      small[i] = Math.max(small[i]!, value);
    }
  }
  return { small, w, h };
}

/**
 * The grid's four outer corners (tl, tr, br, bl) in page pixels: the outermost strong vertical
 * and horizontal lines of ruled-line colour, met pairwise. Straight lines are found by their
 * whole length, so a shadow that fades part of a line or a break in it does not lose the grid.
 */
function gridCorners(
  excess: Uint8Array,
  width: number,
  height: number,
): { corners: Point[]; fanned: boolean }[] {
  const { small, w, h } = shrink(excess, width, height);
  const lineCache = new Map<Uint8Array, { y: Line[]; x: Line[] }>();
  const linesOf = (map: Uint8Array): { y: Line[]; x: Line[] } => {
    let found = lineCache.get(map);
    if (!found) {
      found = {
        y: straightLines(runsOnly(map, w, h, 'y'), w, h, 'y'),
        x: straightLines(runsOnly(map, w, h, 'x'), w, h, 'x'),
      };
      lineCache.set(map, found);
    }
    return found;
  };
  const corners = (
    map: Uint8Array,
    verticalShare: number,
    slope: number,
    horizontalShare = EDGE_SHARE,
  ): Point[] | null => {
    const lines = linesOf(map);
    const vertical = edges(lines.y, verticalShare, slope);
    const horizontal = edges(lines.x, horizontalShare, slope);
    if (!vertical || !horizontal) return null;
    const [left, right] = vertical;
    const [top, bottom] = horizontal;
    return [
      meet(left, top, w, h),
      meet(right, top, w, h),
      meet(right, bottom, w, h),
      meet(left, bottom, w, h),
    ].map((p) => ({ x: p.x * SEARCH_SHRINK, y: p.y * SEARCH_SHRINK }));
  };
  // First the lines as they are; then, for a shaded or dull photo, evened out against their
  // neighbourhood with fainter vertical edges allowed; then, for a photo taken at a slant (its
  // edges fan out) with a shadow across the grid, the evened lines' outermost strong ones at any
  // slope, and fainter ones. A wrong guess fails the grid's checks.
  const clear = small.map((value) => (value > LINE_EXCESS ? value : 0));
  const even = evenOut(small, w, h);
  const found = [
    { corners: corners(clear, EDGE_SHARE, Infinity), fanned: false },
    { corners: corners(even, SHADED_EDGE_SHARE, EDGE_SLOPE), fanned: false },
    { corners: corners(even, EDGE_SHARE, Infinity), fanned: true },
    { corners: corners(even, SHADED_EDGE_SHARE, FANNED_EDGE_SLOPE), fanned: true },
    { corners: corners(even, SHADED_EDGE_SHARE, Infinity), fanned: true },
  ].filter((c): c is { corners: Point[]; fanned: boolean } => c.corners !== null);
  // The same corners from two tries are tried once.
  const key = ({ corners: c }: { corners: Point[] }): string =>
    c.map((p) => `${Math.round(p.x)},${Math.round(p.y)}`).join();
  return found.filter((c, i) => found.findIndex((d) => key(d) === key(c)) === i);
}

const distance = (a: Point, b: Point): number => Math.hypot(a.x - b.x, a.y - b.y);

/** Local maxima of a smoothed profile standing out of it (at least `share` of its strong peaks). */
function peaks(profile: Float64Array, minGap: number, share: number): number[] {
  const smooth = new Float64Array(profile.length);
  for (let i = 0; i < profile.length; i++)
    smooth[i] = ((profile[i - 1] ?? 0) + 2 * profile[i]! + (profile[i + 1] ?? 0)) / 4;
  const found: number[] = [];
  for (let i = 0; i < smooth.length; i++) {
    let isMax = smooth[i]! > 0;
    for (let d = -minGap; d <= minGap && isMax; d++) {
      const j = i + d;
      if (d === 0 || j < 0 || j >= smooth.length) continue;
      if (smooth[j]! > smooth[i]! || (smooth[j] === smooth[i] && j < i)) isMax = false;
    }
    if (isMax) found.push(i);
  }
  const strong = found.map((i) => smooth[i]!).sort((a, b) => b - a);
  const reference = strong[Math.floor(strong.length * 0.2)] ?? 0;
  return found.filter((i) => smooth[i]! >= share * reference);
}

/** Standard deviation over the mean. */
function spread(values: number[]): number {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  const variance = values.reduce((a, b) => a + (b - mean) ** 2, 0) / values.length;
  return mean > 0 ? Math.sqrt(variance) / mean : Infinity;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
}

/** A peak between two lines of a run at least this share as strong as they are ends the run. */
const STRAY_PEAK = 0.6;

/**
 * The longest run of lines evenly `pitch` apart (±20%): the columns of the grid. The next line is
 * the peak nearest one pitch on; a faint peak between two lines (a stroke's fringe, noise under a
 * shadow) is passed over, one as strong as the lines ends the run (paired lines with a blank band
 * between them are not a grid at twice the pitch). A single line too faint to be a peak is put
 * halfway between its neighbours.
 */
function evenRun(lines: number[], pitch: number, strength: (at: number) => number): number[] {
  let best: number[] = [];
  for (let i = 0; i < lines.length; i++) {
    const run = [lines[i]!];
    for (;;) {
      const last = run.at(-1)!;
      const nearest = (want: number): number | undefined =>
        lines
          .filter((x) => Math.abs(x - want) <= 0.2 * pitch)
          .sort((a, b) => Math.abs(a - want) - Math.abs(b - want))[0];
      // One line lost (too faint to be a peak) is taken where it should be when the next stands.
      const skip = nearest(last + pitch) === undefined && run.length > 1;
      const next = skip ? nearest(last + 2 * pitch) : nearest(last + pitch);
      if (next === undefined) break;
      const floor = STRAY_PEAK * Math.min(strength(last), strength(next));
      if (lines.some((x) => x > last && x < next && strength(x) >= floor)) break;
      if (skip) run.push(Math.round((last + next) / 2));
      run.push(next);
    }
    if (run.length > best.length) best = run;
  }
  return best;
}

/**
 * A run of lines without an end line out of step with the rest (over 12% off their spacing): the
 * sheet's frame a little beyond the grid, taken in the place of the grid's outer line.
 */
function trimRun(run: number[]): number[] {
  if (run.length < 4) return run;
  const gap = median(run.slice(1).map((x, i) => x - run[i]!));
  let [first, last] = [0, run.length - 1];
  while (last - first > 2 && Math.abs(run[first + 1]! - run[first]! - gap) > 0.12 * gap) first++;
  while (last - first > 2 && Math.abs(run[last]! - run[last - 1]! - gap) > 0.12 * gap) last--;
  return run.slice(first, last + 1);
}

/**
 * A grid's outer line can blur into the frame printed beside it and be lost as a peak: a run of
 * column lines is extended by one pitch at either end while the profile there is still strong.
 */
function extendRun(run: number[], pitch: number, profile: Float64Array): number[] {
  const strength = (at: number): number => {
    let best = 0;
    for (let x = Math.round(at) - 2; x <= Math.round(at) + 2; x++)
      best = Math.max(best, profile[x] ?? 0);
    return best;
  };
  const typical = median(run.map(strength));
  const out = [...run];
  if (out.length > 1 && strength(out[0]! - pitch) >= 0.5 * typical)
    out.unshift(Math.round(out[0]! - pitch));
  if (out.length > 1 && strength(out.at(-1)! + pitch) >= 0.5 * typical)
    out.push(Math.round(out.at(-1)! + pitch));
  return out;
}

/** The cell pitch: the most common spacing of neighbouring lines within a plausible range. */
function pitchOf(lines: number[], min: number, max: number): number {
  const gaps = lines
    .slice(1)
    .map((line, i) => line - lines[i]!)
    .filter((gap) => gap >= min && gap <= max);
  if (gaps.length === 0) return 0;
  // The mode, tolerant of ±10%: the gap with the most gaps near it.
  let best = gaps[0]!;
  let support = 0;
  for (const gap of gaps) {
    const near = gaps.filter((other) => Math.abs(other - gap) <= 0.1 * gap);
    if (near.length > support) {
      support = near.length;
      best = median(near);
    }
  }
  return best;
}

/**
 * Rows of cells from the horizontal lines: a top line and a bottom line one cell height apart;
 * between rows either a blank band (the next top line comes later) or a shared line.
 */
function pairRows(lines: number[], cell: number): GridRow[] {
  const rows: GridRow[] = [];
  let i = 0;
  while (i < lines.length) {
    const top = lines[i]!;
    const j = lines.findIndex((y, k) => k > i && Math.abs(y - top - cell) <= 0.2 * cell);
    // A frame line just above the row's own top line pairs too, less exactly: take the closer.
    const nextTop = lines[i + 1];
    const closer =
      nextTop !== undefined &&
      i + 1 < j &&
      Math.abs(lines[j]! - nextTop - cell) < Math.abs(lines[j]! - top - cell);
    if (j < 0 || closer) {
      i++;
      continue;
    }
    rows.push({ top, bottom: lines[j]! });
    // No band: the bottom line is also the next row's top line.
    const shared = lines.some((y, k) => k > j && Math.abs(y - lines[j]! - cell) <= 0.2 * cell);
    const next = lines.findIndex((y, k) => k > j && y - lines[j]! > 0.15 * cell);
    const sharedLine =
      shared && (next < 0 || Math.abs(lines[next]! - lines[j]! - cell) <= 0.2 * cell);
    i = sharedLine ? j : j + 1;
  }
  return rows;
}

/** A row beyond the found ones stands when its lines hold this share of the rows' typical line. */
const FAINT_ROW_LINE = 0.15;

/**
 * Rows of cells under a shadow keep less of their colour than the rest, and their lines are lost
 * as peaks: the found rows (evenly spaced; one out of step at an end is dropped) are extended,
 * one step of their spacing at a time, while both lines of the next row stand out of the paper
 * inside it (at least twice the cell's inner colour).
 */
function extendRows(found: GridRow[], profile: Float64Array): GridRow[] {
  if (found.length < 3) return found;
  const step = median(found.slice(1).map((row, i) => row.top - found[i]!.top));
  // A row at either end out of step with the rest is print beside the grid (a header's box).
  const inStep = (a: GridRow, b: GridRow): boolean => Math.abs(b.top - a.top - step) <= 0.25 * step;
  let [first, last] = [0, found.length - 1];
  while (last - first >= 2 && !inStep(found[first]!, found[first + 1]!)) first++;
  while (last - first >= 2 && !inStep(found[last - 1]!, found[last]!)) last--;
  const rows = found.slice(first, last + 1);
  const cell = median(rows.map((row) => row.bottom - row.top));
  const near = (at: number): number => {
    let best = -1;
    let where = Math.round(at);
    const reach = Math.max(2, Math.round(0.08 * cell));
    for (let y = Math.round(at) - reach; y <= Math.round(at) + reach; y++)
      if ((profile[y] ?? -1) > best) [best, where] = [profile[y]!, y];
    return where;
  };
  const typical = median(rows.flatMap((row) => [profile[row.top]!, profile[row.bottom]!]));
  const inner = (top: number): number => {
    let sum = 0;
    let n = 0;
    for (let y = Math.round(top + 0.25 * cell); y <= Math.round(top + 0.75 * cell); y++) {
      sum += profile[y] ?? 0;
      n++;
    }
    return n ? sum / n : 0;
  };
  const row = (at: number): GridRow | null => {
    const top = near(at);
    const bottom = near(top + cell);
    if (top < 0 || bottom >= profile.length) return null;
    const floor = Math.max(FAINT_ROW_LINE * typical, 2 * inner(top));
    return profile[top]! >= floor && profile[bottom]! >= floor ? { top, bottom } : null;
  };
  const out = [...rows];
  for (let next = row(out[0]!.top - step); next && next.bottom < out[0]!.top + 0.2 * cell;) {
    out.unshift(next);
    next = row(next.top - step);
  }
  for (
    let next = row(out.at(-1)!.top + step);
    next && next.top > out.at(-1)!.bottom - 0.2 * cell;
  ) {
    out.push(next);
    next = row(next.top + step);
  }
  return out;
}

/** Paper kept around the rectified grid, so its outer lines are whole peaks, not cut at the edge. */
const RECTIFIED_MARGIN = 8;

/** Undoes the perspective: the quadrilateral `corners` becomes an upright rectangle. */
function rectify(page: ColourPage, corners: Point[]): ColourPage | null {
  const [tl, tr, br, bl] = corners as [Point, Point, Point, Point];
  const inner = Math.round((distance(tl, tr) + distance(bl, br)) / 2);
  const innerHeight = Math.round((distance(tl, bl) + distance(tr, br)) / 2);
  if (inner < 50 || innerHeight < 50) return null;
  const m = RECTIFIED_MARGIN;
  const width = inner + 2 * m;
  const height = innerHeight + 2 * m;
  const toSource = homography(
    [
      { x: m, y: m },
      { x: m + inner, y: m },
      { x: m + inner, y: m + innerHeight },
      { x: m, y: m + innerHeight },
    ],
    corners,
  );
  if (!toSource) return null;
  const [r, g, b] = warp(
    [page.r, page.g, page.b],
    page.width,
    page.height,
    toSource,
    width,
    height,
  );
  return { r: r!, g: g!, b: b!, width, height };
}

/**
 * How unevenly a grid's lines are spaced once rectified: corners slightly off (an edge found
 * across the grid, not along it) leave the cells unequal, the grid's own corners square them.
 */
function unevenness(grid: Grid): number {
  const gaps = grid.columnLines.slice(1).map((x, i) => x - grid.columnLines[i]!);
  const steps = grid.rows.slice(1).map((row, i) => row.top - grid.rows[i]!.top);
  return spread(gaps) + (steps.length > 1 ? spread(steps) : 0);
}

/**
 * The grid in one colour of lines, or null when that colour draws none: of the grids found
 * inside the candidate corners, the one with the most cells (a shadow can make a band of the
 * grid look whole on its own), of those one found by the usual edges, then the most evenly
 * spaced.
 */
function gridIn(page: ColourPage, colour: GridColour, excess: Uint8Array): Grid | null {
  if (count(lineMask(excess)) < MIN_LINE_SHARE * page.width * page.height) return null;
  const cells = (grid: Grid): number => (grid.columnLines.length - 1) * grid.rows.length;
  let best: Grid | null = null;
  for (const { corners, fanned } of gridCorners(excess, page.width, page.height)) {
    const found = gridAt(page, colour, corners);
    if (!found) continue;
    const grid = fanned ? { ...found, fanned } : found;
    const better =
      !best ||
      cells(grid) > cells(best) ||
      (cells(grid) === cells(best) &&
        (Boolean(grid.fanned) === Boolean(best.fanned)
          ? unevenness(grid) < unevenness(best)
          : !grid.fanned));
    if (better) best = grid;
  }
  return best;
}

/** The grid inside `corners`, once they are rectified, or null when its lines are not a grid. */
function gridAt(page: ColourPage, colour: GridColour, corners: Point[]): Grid | null {
  const upright = rectify(page, corners);
  if (!upright) return null;
  // Profiles of how strongly coloured each column and row of the upright page is: a line
  // broken into dashes by a thin pen or JPEG still adds up.
  const uprightExcess = colourExcess(upright, colour);
  const { width, height } = upright;
  const columnProfile = new Float64Array(width);
  const rowProfile = new Float64Array(height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const value = uprightExcess[y * width + x]!;
      columnProfile[x]! += value;
      rowProfile[y]! += value;
    }
  }
  const columnPeaks = peaks(columnProfile, 3, 0.3);
  const pitch = pitchOf(columnPeaks, width / 40, width / MIN_COLUMNS);
  if (pitch === 0) return null;
  const columnLines = extendRun(
    trimRun(evenRun(columnPeaks, pitch, (x) => columnProfile[x]!)),
    pitch,
    columnProfile,
  );
  // The lines of a grid fill the rectangle they were rectified to; scattered peaks do not.
  if (columnLines.length < MIN_COLUMNS + 1) return null;
  if (columnLines.at(-1)! - columnLines[0]! < 0.7 * width) return null;
  const rowPeaks = peaks(rowProfile, 2, 0.3);
  const cellHeight = pitchOf(rowPeaks, 0.6 * pitch, 1.6 * pitch) || pitch;
  const rows = extendRows(pairRows(rowPeaks, cellHeight), rowProfile);
  if (rows.length < MIN_ROWS) return null;
  if (rows.at(-1)!.bottom - rows[0]!.top < 0.6 * height) return null;
  const columnGaps = columnLines.slice(1).map((x, i) => x - columnLines[i]!);
  if (spread(columnGaps) > MAX_COLUMN_SPREAD) return null;
  if (spread(rows.map((row) => row.bottom - row.top)) > MAX_ROW_SPREAD) return null;
  return { page: upright, colour, columnLines, rows, corners };
}

/** Evenly spaced near-vertical ruled lines from which a page is ruled paper (稿紙 has 21). */
const RULED_LINES = 10;
/**
 * Their typical strength (mean evened colour along the line, 0-64): ruled lines of photographed
 * 稿紙 stand 8-20, hard photos included; the columns of print under a colour cast 0.2-0.3.
 */
const RULED_STRENGTH = 3;

/**
 * How many ruled lines the page shows, grid found or not (0: it is not ruled paper): the longest
 * run of evenly spaced straight near-vertical lines of one ruling colour, at least RULED_LINES,
 * each judged against its neighbourhood (a shadow or a dull photo keeps them). A printed page
 * under a colour cast, a plain sheet and a desk show none.
 */
export function ruledLines(page: ColourPage): number {
  const counts = (['green', 'red'] as const).map((colour) => {
    const { small, w, h } = shrink(colourExcess(page, colour), page.width, page.height);
    const lines = straightLines(runsOnly(evenOut(small, w, h), w, h, 'y'), w, h, 'y');
    const strength = Float64Array.from(lines, (line) => line.strength);
    const found = peaks(strength, 2, 0.3);
    const pitch = pitchOf(found, w / 40, w / MIN_COLUMNS);
    const run = pitch > 0 ? evenRun(found, pitch, (i) => strength[i]!) : [];
    const ruled =
      run.length >= RULED_LINES && median(run.map((i) => strength[i]!)) >= RULED_STRENGTH;
    return ruled ? run.length : 0;
  });
  return Math.max(...counts);
}

/**
 * Finds a 稿紙 grid (green or red ruled cells) on a colour page: its lines' colour, its outer
 * corners, then, on the page rectified to them, the column lines and the rows of cells. Null
 * when the page has no grid of at least MIN_COLUMNS × MIN_ROWS cells (a plain page, print).
 * The colour with more line pixels is tried first; a desk or a colour cast can outnumber the
 * lines, so the other is tried when the first draws no grid.
 */
export function findGrid(page: ColourPage): Grid | null {
  const tries = (['green', 'red'] as const)
    .map((colour) => {
      const excess = colourExcess(page, colour);
      return { colour, excess, lines: count(lineMask(excess)) };
    })
    .sort((a, b) => b.lines - a.lines);
  for (const { colour, excess } of tries) {
    const grid = gridIn(page, colour, excess);
    if (grid) return grid;
  }
  return null;
}
