import type { Browser } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './paths.ts';

/**
 * The 會考 answer sheets of the development set (issue 43): vertical writing, 橫式直書, photographed
 * (`../shared/data/handwriting-zh-grid/vertical`, beside the repository; read from there, never
 * copied into it), with their transcripts.
 */
export const VERTICAL_PAGES = path.resolve(
  REPO_ROOT,
  '..',
  'shared',
  'data',
  'handwriting-zh-grid',
  'vertical',
);

export const haveVerticalPages = () => existsSync(path.join(VERTICAL_PAGES, 'manifest.json'));

export const sheetPhoto = (name: string): Buffer =>
  readFileSync(path.join(VERTICAL_PAGES, `${name}.jpg`));

/** What was written on a page, as an essay's text holds it: the title line, indented paragraphs. */
export function sheetTruth(page: string): string {
  const [title = '', ...paragraphs] = readFileSync(
    path.join(VERTICAL_PAGES, `${page}.truth.txt`),
    'utf8',
  )
    .split('\n')
    .filter((line) => line.trim() !== '');
  return [title, ...paragraphs.map((p) => `\u3000\u3000${p}`)].join('\n\n');
}

/**
 * The photo turned upside down, as the back of a sheet is when the teacher turns the sheet over
 * and photographs it the way it lies: drawn turned by the test's own Chromium, pixel for pixel.
 */
export async function upsideDown(browser: Browser, jpeg: Buffer): Promise<Buffer> {
  const context = await browser.newContext({ viewport: { width: 100, height: 100 } });
  try {
    const page = await context.newPage();
    await page.setContent(
      `<!doctype html><html><body style="margin:0"><img id="p" style="display:block;transform:rotate(180deg)" src="data:image/jpeg;base64,${jpeg.toString('base64')}"></body></html>`,
    );
    const photo = page.locator('#p');
    const { width, height } = await photo.evaluate(async (img: HTMLImageElement) => {
      await img.decode();
      return { width: img.naturalWidth, height: img.naturalHeight };
    });
    await page.setViewportSize({ width, height });
    return await page.screenshot({ type: 'jpeg', quality: 90 });
  } finally {
    await context.close();
  }
}
