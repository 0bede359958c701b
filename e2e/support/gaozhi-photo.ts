import type { Browser } from '@playwright/test';

/**
 * A phone photo of an essay handwritten on 稿紙, drawn by the test's own Chromium (issue 28).
 * The page: A4, a 20 × 25 grid of square cells with a blank band between rows, a printed
 * header, the title after four empty cells, each paragraph opened by two empty cells, one
 * character per cell in a Kai (brush) font with a seeded jitter of place, angle, size and ink;
 * a mark that would open a row is squeezed beside the row's last cell (避頭點). The photo: the
 * page on a desk, tilted in perspective and rotated, lit unevenly, slightly soft, saved as JPEG.
 */
export interface Essay {
  title: string;
  paragraphs: string[];
}

export interface GaozhiOptions {
  seed: number;
  /** Line colour of the printed grid. */
  grid?: 'green' | 'red';
}

const COLUMNS = 20;
const ROWS = 25;
// 200 dpi A4; a cell is 8 mm, the band between rows 2 mm.
const PAGE = { width: 1654, height: 2339 };
const CELL = 63;
const BAND = 16;
const PHOTO = { width: 1800, height: 2400 };
const MARKS = new Set('，。、；：！？「」『』…—');
const INK = { green: '#2f8f55', red: '#c8453c' };

/** Cells in writing order: `null` is an empty cell; a squeezed mark rides on the cell before. */
export interface Cell {
  char: string | null;
  squeezed?: string;
}

export function layOut(essay: Essay): Cell[][] {
  const rows: Cell[][] = [];
  const write = (text: string, lead: number) => {
    let row: Cell[] = Array.from({ length: lead }, () => ({ char: null }));
    for (const char of text) {
      if (row.length === COLUMNS) {
        if (MARKS.has(char)) {
          row[COLUMNS - 1]!.squeezed = char;
          continue;
        }
        rows.push(row);
        row = [];
      }
      row.push({ char });
    }
    rows.push(row);
  };
  write(essay.title, 4);
  for (const paragraph of essay.paragraphs) write(paragraph, 2);
  if (rows.length > ROWS) throw new Error(`the essay needs ${rows.length} rows, the page has 25`);
  return rows;
}

/** mulberry32: the same seed draws the same page. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

function gaussian(next: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
}

function glyph(char: string, x: number, y: number, next: () => number): string {
  const size = CELL * (0.74 + 0.14 * next());
  const dx = gaussian(next) * 0.035 * CELL;
  const dy = gaussian(next) * 0.035 * CELL;
  const angle = (next() - 0.5) * 8;
  const ink = Math.round(20 + 45 * next());
  const mark = MARKS.has(char);
  return (
    `<span class="g" style="left:${(x + dx).toFixed(1)}px;top:${(y + dy).toFixed(1)}px;` +
    `font-size:${(mark ? CELL * 0.8 : size).toFixed(1)}px;transform:rotate(${angle.toFixed(2)}deg);` +
    `color:rgb(${ink},${ink},${ink + 18})">${char}</span>`
  );
}

function sheetHtml(essay: Essay, options: GaozhiOptions): string {
  const next = random(options.seed);
  const line = INK[options.grid ?? 'green'];
  const left = Math.round((PAGE.width - COLUMNS * CELL) / 2);
  const top = 250;
  const rowPitch = CELL + BAND;
  const parts: string[] = [];
  for (let r = 0; r < ROWS; r += 1) {
    const y = top + r * rowPitch;
    parts.push(
      `<div class="row" style="left:${left}px;top:${y}px;width:${COLUMNS * CELL}px;height:${CELL}px"></div>`,
    );
    for (let c = 1; c < COLUMNS; c += 1)
      parts.push(
        `<div class="col" style="left:${left + c * CELL}px;top:${y}px;height:${CELL}px"></div>`,
      );
  }
  for (const [r, row] of layOut(essay).entries()) {
    const drift = gaussian(next) * 0.02 * CELL;
    for (const [c, cell] of row.entries()) {
      const x = left + c * CELL;
      const y = top + r * rowPitch + drift;
      if (cell.char) parts.push(glyph(cell.char, x, y, next));
      if (cell.squeezed) parts.push(glyph(cell.squeezed, x + CELL * 0.55, y + CELL * 0.1, next));
    }
  }
  const frame = { left: left - 15, top: top - 15, width: COLUMNS * CELL + 30 };
  const height = ROWS * rowPitch - BAND + 30;
  return `<!doctype html><html><head><style>
    html, body { margin: 0; background: #fff; }
    .sheet { position: relative; width: ${PAGE.width}px; height: ${PAGE.height}px; background: #fdfdfb; overflow: hidden; }
    .sheet div { position: absolute; box-sizing: border-box; }
    .row { border: 2px solid ${line}; }
    .col { width: 0; border-left: 2px solid ${line}; }
    .frame { border: 4px solid ${line}; }
    .inner { border: 2px solid ${line}; }
    .head { position: absolute; width: 100%; text-align: center; color: ${line}; font: 44px 'Noto Serif CJK TC', serif; letter-spacing: 6px; }
    .fields { position: absolute; margin: 0; color: ${line}; font: 28px 'Noto Sans CJK TC', sans-serif; }
    .g { position: absolute; width: ${CELL}px; height: ${CELL}px; display: flex; align-items: center;
         justify-content: center; line-height: 1; font-family: 'AR PL UKai TW', 'AR PL KaitiM Big5', serif; }
  </style></head><body><div class="sheet">
    <p class="head" style="top:60px">國語文寫作　作文稿紙</p>
    <p class="fields" style="left:${left}px;top:160px">班級：＿＿＿＿　　　座號：＿＿＿　　　姓名：＿＿＿＿＿＿</p>
    <div class="frame" style="left:${frame.left}px;top:${frame.top}px;width:${frame.width}px;height:${height}px"></div>
    <div class="inner" style="left:${frame.left + 8}px;top:${frame.top + 8}px;width:${frame.width - 16}px;height:${height - 16}px"></div>
    ${parts.join('')}
    <p class="fields" style="right:${left}px;top:${top + height + 4}px">20 × 25 = 500</p>
  </div></body></html>`;
}

/** The photo: perspective tilt, rotation, warm uneven light and a vignette over a desk. */
function photoHtml(sheet: string, seed: number): string {
  const next = random(seed ^ 0x5eed);
  const tiltX = 3 + 3 * next();
  const tiltY = (next() - 0.5) * 6;
  const turn = (next() < 0.5 ? -1 : 1) * (1.5 + 1.5 * next());
  const lightX = Math.round(20 + 60 * next());
  return `<!doctype html><html><head><style>
    html, body { margin: 0; width: ${PHOTO.width}px; height: ${PHOTO.height}px; overflow: hidden;
      background: radial-gradient(circle at 30% 20%, #9a7b5a, #5e4630); }
    .stage { position: absolute; inset: 0; perspective: 2600px; display: flex; align-items: center; justify-content: center; }
    img { width: ${Math.round(PHOTO.width * 0.9)}px; filter: blur(0.7px) sepia(0.12) brightness(0.96);
      transform: rotateX(${tiltX.toFixed(2)}deg) rotateY(${tiltY.toFixed(2)}deg) rotate(${turn.toFixed(2)}deg);
      box-shadow: 0 20px 50px rgba(0,0,0,0.45); }
    .light { position: absolute; inset: 0; mix-blend-mode: multiply;
      background: radial-gradient(ellipse at ${lightX}% 15%, #fffaf0 0%, #f2e6d2 45%, #a89a88 100%); }
  </style></head><body>
    <div class="stage"><img src="data:image/png;base64,${sheet}"></div><div class="light"></div>
  </body></html>`;
}

/** Draws the page, photographs it and returns the JPEG. */
export async function makeGaozhiPhoto(
  browser: Browser,
  essay: Essay,
  options: GaozhiOptions,
): Promise<Buffer> {
  const context = await browser.newContext({ viewport: PAGE, deviceScaleFactor: 1 });
  try {
    const page = await context.newPage();
    await page.setContent(sheetHtml(essay, options));
    await page.evaluate(() => document.fonts.ready);
    const sheet = await page.locator('.sheet').screenshot({ type: 'png' });
    await page.setViewportSize(PHOTO);
    await page.setContent(photoHtml(sheet.toString('base64'), options.seed));
    await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
    return await page.screenshot({ type: 'jpeg', quality: 82 });
  } finally {
    await context.close();
  }
}
