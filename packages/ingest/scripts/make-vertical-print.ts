/**
 * Makes the printed vertical fixtures (issue 43 §1, decision 0088) from the true text
 * `test/fixtures/vertical-zh.txt` (the title, then one paragraph a line): the text set in columns
 * read from the right, top to bottom, like a book page, as
 * - vertical-scan-zh.png: a clean scan (200 dpi, grey, a slight skew),
 * - vertical-photo-zh.jpg: a phone photo (tilted on a desk, uneven light, blur, noise),
 * - vertical-scanned-zh.pdf: the scan as an image-only PDF (a scanned book page, no text layer).
 * Usage: npx tsx packages/ingest/scripts/make-vertical-print.ts [truth.txt output-prefix cell-px]
 * Needs the Noto Serif CJK TC font (Debian: fonts-noto-cjk) to draw; the files made need none.
 * Deterministic: the same text gives the same pixels.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp, { type Sharp } from 'sharp';
import { random } from '../test/page-maker.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const fixtures = path.join(here, '../test/fixtures');
const [
  truthFile = path.join(fixtures, 'vertical-zh.txt'),
  prefix = path.join(fixtures, 'vertical'),
  cell = '50',
] = process.argv.slice(2);

/** A4 at 200 dpi; 18 pt type (a 50 px cell) in columns 1.7 characters apart. */
const PAGE = { width: 1654, height: 2339, margin: 190 };
const CELL = Number(cell);
const PITCH = Math.round(CELL * 1.7);
const ROWS = Math.floor((PAGE.height - 2 * PAGE.margin) / CELL);
const INDENT = 2;

/** Marks drawn in their vertical forms, as a vertical book sets them. */
const VERTICAL_FORM: Record<string, string> = {
  '「': '﹁',
  '」': '﹂',
  '『': '﹃',
  '』': '﹄',
  '（': '︵',
  '）': '︶',
  '《': '︽',
  '》': '︾',
  '—': '︱',
  '…': '︙',
  '：': '︰',
};
/** Marks a column may not start with: they hang at the foot of the column before. */
const NO_COLUMN_START = new Set([...'，。、；：！？」』）》']);

/** The columns, right to left: the title four cells down, a blank column, indented paragraphs. */
function columnsOf(text: string): string[] {
  const [title = '', ...paragraphs] = text.split('\n').filter((line) => line.trim());
  const columns = [`${'　'.repeat(4)}${title}`, ''];
  for (const paragraph of paragraphs) {
    let column = '　'.repeat(INDENT);
    for (const char of paragraph) {
      if ([...column].length >= ROWS && !NO_COLUMN_START.has(char)) {
        columns.push(column);
        column = '';
      }
      column += char;
    }
    columns.push(column);
  }
  return columns;
}

function pageSvg(columns: string[]): string {
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PAGE.width}" height="${PAGE.height}">`,
    '<rect width="100%" height="100%" fill="#ffffff"/>',
  ];
  columns.forEach((column, c) => {
    const x = PAGE.width - PAGE.margin - c * PITCH - CELL / 2;
    [...column].forEach((char, r) => {
      if (char === '　') return;
      const y = PAGE.margin + r * CELL + CELL * 0.86;
      const weight = c === 0 ? ' font-weight="bold"' : '';
      parts.push(
        `<text x="${x}" y="${y}" font-family="Noto Serif CJK TC" font-size="${CELL * 0.92}"${weight} text-anchor="middle" fill="#141414">${VERTICAL_FORM[char] ?? char}</text>`,
      );
    });
  });
  parts.push('</svg>');
  return parts.join('');
}

/** Grey noise of `amount` (0..255) over a grey image, seeded. */
async function withNoise(image: Sharp, amount: number, seed: number): Promise<Sharp> {
  const { data, info } = await image.greyscale().raw().toBuffer({ resolveWithObject: true });
  const next = random(seed);
  for (let i = 0; i < data.length; i++)
    data[i] = Math.max(0, Math.min(255, (data[i] ?? 0) + (next() + next() - 1) * amount));
  return sharp(data, { raw: { width: info.width, height: info.height, channels: 1 } });
}

/** An image-only PDF: one A4 page showing the JPEG (DCTDecode), no text layer. */
function jpegPdf(jpeg: Buffer, width: number, height: number): Buffer {
  const content = `q 595 0 0 842 0 0 cm /Im0 Do Q`;
  const objects: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from(
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /XObject << /Im0 4 0 R >> >> /Contents 5 0 R >>',
    ),
    Buffer.concat([
      Buffer.from(
        `<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /DCTDecode /Length ${jpeg.length} >>\nstream\n`,
      ),
      jpeg,
      Buffer.from('\nendstream'),
    ]),
    Buffer.from(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`),
  ];
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n')];
  let length = chunks[0]!.length;
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(length);
    const chunk = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`),
      object,
      Buffer.from('\nendobj\n'),
    ]);
    chunks.push(chunk);
    length += chunk.length;
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`),
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`,
  ].join('');
  return Buffer.concat([...chunks, Buffer.from(xref)]);
}

const page = await sharp(Buffer.from(pageSvg(columnsOf(readFileSync(truthFile, 'utf8')))))
  .flatten({ background: '#ffffff' })
  .greyscale()
  .png()
  .toBuffer();

// The scan: a slight skew, a touch of blur, grey kept to 16 levels (a small PNG).
const scan = await sharp(page)
  .rotate(0.4, { background: '#ffffff' })
  .blur(0.5)
  .greyscale()
  .png({ palette: true, colours: 16, compressionLevel: 9 })
  .toBuffer();
writeFileSync(`${prefix}-scan-zh.png`, scan);

// The PDF: the scan with scanner noise, a JPEG in an image-only page.
const scanned = await (await withNoise(sharp(scan), 18, 7)).jpeg({ quality: 60 }).toBuffer();
const { width, height } = await sharp(scanned).metadata();
writeFileSync(`${prefix}-scanned-zh.pdf`, jpegPdf(scanned, width, height));

// The photo: at 150 dpi on cream paper, light fading to the bottom left, tilted on a dark desk.
const small = await sharp(page).resize({ width: 1240 }).png().toBuffer();
const shade = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="1240" height="1754"><defs><linearGradient id="g" x1="1" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6efdf"/><stop offset="1" stop-color="#8f897c"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
);
const lit = await sharp(small)
  .composite([{ input: shade, blend: 'multiply' }])
  .extend({ top: 50, bottom: 50, left: 50, right: 50, background: '#3b3128' })
  .rotate(-1.8, { background: '#3b3128' })
  .blur(0.8)
  .png()
  .toBuffer();
const photo = await (await withNoise(sharp(lit), 14, 11)).jpeg({ quality: 80 }).toBuffer();
writeFileSync(`${prefix}-photo-zh.jpg`, photo);

for (const kind of ['scan-zh.png', 'scanned-zh.pdf', 'photo-zh.jpg'])
  console.log(`${prefix}-${kind}`);
