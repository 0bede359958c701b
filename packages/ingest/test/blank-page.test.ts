import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { BLANK_DARK_SHARE, inkShare, isBlankPage } from '../src/blank-page.ts';
import { extractContent } from '../src/extract.ts';
import { normaliseImage } from '../src/image.ts';
import { a4Sheet, fullPage, gridSheetSvg, photograph } from './page-maker.ts';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});
const FIXTURES = path.join(import.meta.dirname, 'fixtures');

/** Share of pixels darker than 128: the rule that called dim written pages blank. */
async function darkerThan128(png: Buffer): Promise<number> {
  const { data } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  return data.filter((value) => value < 128).length / data.length;
}

/** A dim, low-contrast phone photo: pencil-grey ink, lifted blacks, light fading to 40%. */
const dim = (svg: string): Promise<Buffer> =>
  photograph(svg, { rotate: 2, light: 0.7, dark: 0.4, contrast: 0.5 });

describe('blank pages', () => {
  it('skips OCR for an empty sheet, and says the page was judged blank', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'blank-'));
    dirs.push(dir);
    const file = path.join(dir, 'blank.png');
    await writeFile(
      file,
      await sharp({ create: { width: 1240, height: 1754, channels: 3, background: '#f4f1ea' } })
        .png()
        .toBuffer(),
    );
    const result = await extractContent(file, 'png', () =>
      Promise.reject(new Error('OCR must not start for a blank page')),
    );
    expect(result.text).toBe('');
    expect(result.pages).toHaveLength(1);
    expect(result.pages[0]?.blank).toBe(true);
  });

  it('does not take a photographed essay page for a blank one', async () => {
    expect(
      await isBlankPage(await normaliseImage(await readFile(path.join(FIXTURES, 'photo-zh.jpg')))),
    ).toBe(false);
    expect(
      await isBlankPage(await normaliseImage(await readFile(path.join(FIXTURES, 'photo-en.jpg')))),
    ).toBe(false);
  });

  it('reads a dim, low-contrast photo of a written page as written (its ink is mid-grey)', async () => {
    const page = await normaliseImage(
      await dim(gridSheetSvg(a4Sheet({ written: fullPage(25, 20), ink: '#7a7a7a' }))),
    );
    // The old fixed rule saw no ink at all on this page: the photo is what it was meant to be.
    expect(await darkerThan128(page)).toBeLessThan(BLANK_DARK_SHARE);
    expect(await isBlankPage(page)).toBe(false);
  });

  it('reads two dim lines without a grid as written', async () => {
    const page = await normaliseImage(
      await dim(
        gridSheetSvg(a4Sheet({ written: fullPage(2, 20), ink: '#7a7a7a', colour: 'none' })),
      ),
    );
    expect(await inkShare(page)).toBeGreaterThan(BLANK_DARK_SHARE);
  });

  it('still calls the same dim photo of an empty sheet blank (the desk at its edges is not ink)', async () => {
    const page = await normaliseImage(await dim(gridSheetSvg(a4Sheet({ rows: 0 }))));
    expect(await isBlankPage(page)).toBe(true);
  });
});
