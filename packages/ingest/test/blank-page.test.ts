import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { isBlankPage } from '../src/blank-page.ts';
import { extractContent } from '../src/extract.ts';
import { normaliseImage } from '../src/image.ts';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});
const FIXTURES = path.join(import.meta.dirname, 'fixtures');

describe('blank pages', () => {
  it('skips OCR for an empty sheet: no engine is even started', async () => {
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
  });

  it('does not take a photographed essay page for a blank one', async () => {
    expect(
      await isBlankPage(await normaliseImage(await readFile(path.join(FIXTURES, 'photo-zh.jpg')))),
    ).toBe(false);
    expect(
      await isBlankPage(await normaliseImage(await readFile(path.join(FIXTURES, 'photo-en.jpg')))),
    ).toBe(false);
  });
});
