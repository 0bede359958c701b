import { runInNewContext } from 'node:vm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { characterErrorRate, extractPdf, IngestError, renderPdfPage } from '../src/index.ts';
import { fixture, trueParagraphs, trueText } from './fixtures.ts';

describe('extractPdf', () => {
  it.each(['pdf-text-zh.pdf', 'pdf-text-en.pdf'])(
    'reads the text layer of %s with its paragraphs',
    async (name) => {
      const { pages } = await extractPdf(fixture(name));
      expect(pages).toHaveLength(1);
      const [page] = pages;
      expect(page?.scanned).toBe(false);
      expect(characterErrorRate(page?.text ?? '', trueText(name))).toBeLessThan(0.005);
      expect(page?.text?.split('\n\n')).toEqual(trueParagraphs(name));
    },
  );

  it('marks image-only pages as scanned, without text', async () => {
    const { pages } = await extractPdf(fixture('pdf-scanned-zh.pdf'));
    expect(pages).toEqual([{ text: null, scanned: true }]);
  });

  it('leaves the engine its own push and JSON, and keeps what Node 20 lacks (issue 30)', async () => {
    await extractPdf(fixture('pdf-text-zh.pdf'));
    // Read with another realm's toString: a polyfill makes its own say "[native code]".
    const source = runInNewContext('(f) => Function.prototype.toString.call(f)') as (
      f: unknown,
    ) => string;
    for (const method of [Array.prototype.push, JSON.parse, JSON.stringify])
      expect(source(method)).toContain('[native code]');
    expect(typeof (Promise as { withResolvers?: unknown }).withResolvers).toBe('function');
  });

  it('reports a damaged PDF as corrupt_file', async () => {
    const error: unknown = await extractPdf(fixture('corrupt.pdf')).catch(
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(IngestError);
    expect((error as IngestError).code).toBe('corrupt_file');
  });
});

describe('renderPdfPage', () => {
  it('rasterises a scanned page to an A4-shaped PNG at 200 dpi', async () => {
    const png = await renderPdfPage(fixture('pdf-scanned-zh.pdf'), 0);
    const meta = await sharp(png).metadata();
    expect(meta.format).toBe('png');
    expect(meta.width).toBe(1654);
    expect(meta.height).toBe(2339);
    const { dominant } = await sharp(png).stats();
    expect(dominant.r).toBeGreaterThan(200); // paper, not a blank black canvas
  });

  it('rejects a page index outside the document', async () => {
    await expect(renderPdfPage(fixture('pdf-text-en.pdf'), 1)).rejects.toThrow(RangeError);
  });
});
