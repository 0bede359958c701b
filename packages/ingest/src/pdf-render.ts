import sharp from 'sharp';
import { IngestError } from './ingest-error.ts';
import { openPdf } from './pdfjs.ts';

/** Scanned essays are usually 150-300 dpi; 200 keeps CJK strokes legible for OCR. */
const DEFAULT_DPI = 200;
/** Caps odd page sizes (posters, 200-inch pages) so a page never costs more than ~10 MP. */
const MAX_SIDE = 3300;

/** Rasterises one page (0-based `pageIndex`) to a PNG, white background, for OCR or preview. */
export async function renderPdfPage(
  path: string,
  pageIndex: number,
  opts: { dpi?: number } = {},
): Promise<Buffer> {
  const document = await openPdf(path);
  try {
    if (!Number.isInteger(pageIndex) || pageIndex < 0 || pageIndex >= document.numPages) {
      throw new RangeError(`pageIndex ${pageIndex} outside 0..${document.numPages - 1}`);
    }
    const page = await document.getPage(pageIndex + 1);
    const base = page.getViewport({ scale: 1 });
    const wanted = (opts.dpi ?? DEFAULT_DPI) / 72;
    const scale = Math.min(wanted, MAX_SIDE / Math.max(base.width, base.height));
    const viewport = page.getViewport({ scale });
    const { createCanvas } = await import('@napi-rs/canvas'); // loaded on first use: only OCR draws pages
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    type RenderParameters = Parameters<typeof page.render>[0];
    try {
      await page.render({ canvas: canvas as unknown as RenderParameters['canvas'], viewport })
        .promise;
    } catch (error) {
      throw new IngestError('corrupt_file', `Page ${pageIndex + 1} of this PDF cannot be drawn.`, {
        cause: error,
      });
    }
    page.cleanup();
    // sharp's PNG encoder at a low level is ~4x cheaper than the canvas's; the page is opaque.
    return await sharp(canvas.data(), {
      raw: { width: canvas.width, height: canvas.height, channels: 4 },
    })
      .removeAlpha()
      .png({ compressionLevel: 2 })
      .toBuffer();
  } finally {
    await document.destroy();
  }
}
