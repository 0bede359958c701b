import sharp from 'sharp';

/**
 * Draws test pages (no image is downloaded or committed): 稿紙 grids, scribbled "characters" made
 * of strokes, dim and uneven lighting. Deterministic: the same options give the same pixels.
 */

/** A small deterministic generator (mulberry32), so a fixture never changes between runs. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type GridSheet = {
  width: number;
  height: number;
  /** Top-left corner of the grid, the cell side and the gap between rows (the blank band). */
  left: number;
  top: number;
  cell: number;
  rowGap: number;
  columns: number;
  rows: number;
  colour: string;
  /** `written[r][c]`: a scribbled character in that cell; missing rows are empty. */
  written: boolean[][];
  ink: string;
  paper: string;
  /** Rows written in type, one character per cell ('.' an empty cell), over `written`. */
  typed?: string[];
  /**
   * Degrees each typed character is turned in its cell (-90: lying on its left side, so the
   * sheet turned a quarter clockwise is a vertical page written in columns from the right).
   */
  typedTurn?: number;
  /** The typed characters' font: DejaVu Sans unless told (a CJK font for Chinese). */
  font?: string;
};

/** Four to seven strokes inside one cell, like a written character at a distance. */
function scribble(x: number, y: number, size: number, next: () => number, ink: string): string {
  const strokes: string[] = [];
  const count = 4 + Math.floor(next() * 4);
  const at = (): number => 0.15 + next() * 0.7;
  for (let i = 0; i < count; i++) {
    const horizontal = next() < 0.5;
    const a = at();
    const b = at();
    const [x1, y1, x2, y2] = horizontal ? [0.15, a, 0.85, b * 0.2 + a * 0.8] : [a, 0.15, b, 0.85];
    strokes.push(
      `<line x1="${x + x1 * size}" y1="${y + y1 * size}" x2="${x + x2 * size}" y2="${y + y2 * size}" stroke="${ink}" stroke-width="${Math.max(2, size / 16)}" stroke-linecap="round"/>`,
    );
  }
  return strokes.join('');
}

/** The SVG of a 稿紙 sheet: `rows` × `columns` square cells, a blank band between rows. */
export function gridSheetSvg(sheet: GridSheet, seed = 1): string {
  const next = random(seed);
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${sheet.width}" height="${sheet.height}">`,
    `<rect width="100%" height="100%" fill="${sheet.paper}"/>`,
  ];
  const line = Math.max(2, Math.round(sheet.cell / 40));
  for (let r = 0; r < sheet.rows; r++) {
    const y = sheet.top + r * (sheet.cell + sheet.rowGap);
    const right = sheet.left + sheet.columns * sheet.cell;
    parts.push(
      `<rect x="${sheet.left}" y="${y}" width="${right - sheet.left}" height="${sheet.cell}" fill="none" stroke="${sheet.colour}" stroke-width="${line}"/>`,
    );
    for (let c = 1; c < sheet.columns; c++) {
      const x = sheet.left + c * sheet.cell;
      parts.push(
        `<line x1="${x}" y1="${y}" x2="${x}" y2="${y + sheet.cell}" stroke="${sheet.colour}" stroke-width="${line}"/>`,
      );
    }
    for (const [c, char] of [...(sheet.typed?.[r] ?? '')].entries()) {
      if (char === '.') continue;
      const x = sheet.left + (c + 0.5) * sheet.cell;
      const turn = sheet.typedTurn
        ? ` transform="rotate(${sheet.typedTurn} ${x} ${y + sheet.cell / 2})"`
        : '';
      parts.push(
        `<text x="${x}" y="${y + sheet.cell * 0.78}" font-family="${sheet.font ?? 'DejaVu Sans'}" font-size="${sheet.cell * 0.7}" text-anchor="middle" fill="${sheet.ink}"${turn}>${char}</text>`,
      );
    }
    for (let c = 0; c < sheet.columns; c++) {
      if (sheet.written[r]?.[c]) {
        parts.push(scribble(sheet.left + c * sheet.cell, y, sheet.cell, next, sheet.ink));
      }
    }
  }
  parts.push('</svg>');
  return parts.join('');
}

/** A standard sheet: A4 at ~150 dpi, 20 × 25 cells of 47 px with a 12 px band, green lines. */
export function a4Sheet(overrides: Partial<GridSheet> = {}): GridSheet {
  return {
    width: 1240,
    height: 1754,
    left: 150,
    top: 130,
    cell: 47,
    rowGap: 12,
    columns: 20,
    rows: 25,
    colour: '#3f9a5a',
    written: [],
    ink: '#222222',
    paper: '#fbfaf5',
    ...overrides,
  };
}

/**
 * Writes a page as a phone would see it: optional rotation (degrees), then lighting that fades
 * from `light` at the top left to `dark` at the bottom right (multiplied in), as a JPEG.
 */
export async function photograph(
  svg: string,
  opts: { rotate?: number; light?: number; dark?: number; contrast?: number } = {},
): Promise<Buffer> {
  let image = sharp(Buffer.from(svg)).flatten({ background: '#ffffff' });
  if (opts.rotate) image = image.rotate(opts.rotate, { background: '#6b5a48' });
  const flat = await image.png().toBuffer({ resolveWithObject: true });
  const { width, height } = flat.info;
  const light = Math.round((opts.light ?? 1) * 255);
  const dark = Math.round((opts.dark ?? 1) * 255);
  const shade = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="rgb(${light},${light},${light})"/><stop offset="1" stop-color="rgb(${dark},${dark},${dark})"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  // Lifted blacks: contrast < 1 squeezes ink and paper towards mid-grey before the shading.
  const contrast = opts.contrast ?? 1;
  return sharp(flat.data)
    .linear(contrast, 128 * (1 - contrast))
    .composite([{ input: shade, blend: 'multiply' }])
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** Rows × columns of `true`: a page written from its first cell to its last. */
export function fullPage(rows: number, columns: number): boolean[][] {
  return Array.from({ length: rows }, () => Array.from({ length: columns }, () => true));
}

/**
 * A hard phone photo of a sheet, as the development set's hardest kind is made: the page held
 * at an angle (one side shorter: perspective), turned by `rotate`°, curled (its lines bow by
 * `curl` px), a soft shadow over its left part, lifted blacks, sensor noise, a dull JPEG.
 */
export async function hardPhotograph(
  svg: string,
  opts: { rotate?: number; curl?: number; keystone?: number; seed?: number } = {},
): Promise<Buffer> {
  const { data, info } = await sharp(Buffer.from(svg))
    .flatten({ background: '#ffffff' })
    .png()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const page = `data:image/png;base64,${data.toString('base64')}`;
  const strips = 32;
  const stripWidth = width / strips;
  const keystone = opts.keystone ?? 0.08;
  const curl = opts.curl ?? 18;
  const parts: string[] = [];
  for (let i = 0; i < strips; i++) {
    // Perspective: the far side is shorter; curl: the middle of the page lifts.
    const t = (i + 0.5) / strips;
    const scale = 1 - keystone * t;
    const dy = (height * (1 - scale)) / 2 - curl * Math.sin(Math.PI * t);
    const x = i * stripWidth;
    parts.push(
      `<svg x="${x}" y="${dy}" width="${stripWidth + 1}" height="${height * scale}" viewBox="${x} 0 ${stripWidth + 1} ${height}" preserveAspectRatio="none"><image width="${width}" height="${height}" href="${page}"/></svg>`,
    );
  }
  const margin = 120;
  const W = width + 2 * margin;
  const H = height + 2 * margin;
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><defs><filter id="soft"><feGaussianBlur stdDeviation="40"/></filter></defs><rect width="100%" height="100%" fill="#77726c"/><g transform="rotate(${opts.rotate ?? 4} ${W / 2} ${H / 2}) translate(${margin} ${margin})">${parts.join('')}</g><polygon points="0,0 ${W * 0.38},0 ${W * 0.22},${H} 0,${H}" fill="#000" opacity="0.42" filter="url(#soft)"/></svg>`;
  const next = random(opts.seed ?? 5);
  const noise = Buffer.alloc(W * H);
  for (let i = 0; i < noise.length; i++) noise[i] = 128 + Math.round((next() + next() - 1) * 60);
  return sharp(Buffer.from(scene))
    .flatten({ background: '#ffffff' })
    .linear(0.62, 40)
    .composite([{ input: noise, raw: { width: W, height: H, channels: 1 }, blend: 'overlay' }])
    .jpeg({ quality: 72 })
    .toBuffer();
}
