import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkUpload,
  createExtractor,
  extractDocx,
  IngestError,
  MAX_PDF_PAGES,
  type Extractor,
} from '../src/index.ts';
import { outlineOfType } from '../src/outline.ts';
import { fixture, trueParagraphs } from './fixtures.ts';
import { makePdf } from './pdf-maker.ts';
import { makeDocx, makeHugeXmlDocx } from './zip-maker.ts';

let dir: string;
let extractor: Extractor;

async function write(name: string, bytes: Buffer): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, bytes);
  return file;
}

async function failure(promise: Promise<unknown>): Promise<IngestError> {
  const error: unknown = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(IngestError);
  return error as IngestError;
}

/** About 1.4 MB of XML (under the part cap) that mammoth turns into a tree of ~100 MB. */
const heavyDocx = (): Buffer => makeDocx(Array.from({ length: 30_000 }, (_, i) => `段落${i}`));

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'extractor-'));
  extractor = createExtractor();
});
afterAll(async () => {
  await extractor.close();
});

describe('createExtractor (worker thread)', () => {
  it('reads a Word file in the worker exactly as in the main thread', async () => {
    const result = await extractor.extract(fixture('docx-zh.docx'), 'docx');
    expect(result.text.split('\n')).toEqual(trueParagraphs('docx-zh.txt'));
    expect(result.pages).toEqual([]);
  });

  it('refuses the 200 MB-XML Word file of issue 16 by its part size, at upload and on opening', async () => {
    const file = await write('huge-xml.docx', await makeHugeXmlDocx(200));
    const atUpload = await failure(checkUpload(file, 'docx'));
    expect(atUpload.code).toBe('zip_bomb');
    expect(atUpload.message).toMatch(
      /^This document's part word\/document\.xml unpacks to 2\d\d MB of XML; an essay needs less than 2 MB\.$/,
    );
    expect((await failure(extractor.extract(file, 'docx'))).code).toBe('zip_bomb');
  });

  it('refuses more text than an essay holds', async () => {
    const file = await write(
      'long.docx',
      makeDocx(Array.from({ length: 210 }, () => '文'.repeat(1000))),
    );
    expect((await failure(extractDocx(file))).code).toBe('too_much_text');
  });

  it(`refuses a PDF of more than ${MAX_PDF_PAGES} pages before reading any page`, async () => {
    const file = await write('pages.pdf', makePdf(500));
    const error = await failure(extractor.extract(file, 'pdf'));
    expect(error.code).toBe('too_many_pages');
    expect(error.message).toBe(
      `This PDF has 500 pages; an essay may have at most ${MAX_PDF_PAGES}.`,
    );
  });

  it('fails a file that runs the worker out of memory, and reads the next file with a new worker', async () => {
    const small = createExtractor({ memoryMb: 32 });
    try {
      const file = await write('heavy.docx', heavyDocx());
      const error = await failure(small.extract(file, 'docx'));
      expect(error.code).toBe('extraction_failed');
      expect(error.message).toBe(
        'Reading this file needed more than 32 MB of memory and was stopped.',
      );
      const again = await small.extract(
        await write('small.docx', makeDocx(['第一段', '第二段'])),
        'docx',
      );
      expect(again.text).toBe('第一段\n第二段');
    } finally {
      await small.close();
    }
  });

  it('fails a file that takes longer than the time limit', async () => {
    const slow = createExtractor({ timeLimitMs: 50 });
    try {
      const file = await write('heavy-slow.docx', heavyDocx());
      const error = await failure(slow.extract(file, 'docx'));
      expect(error.code).toBe('extraction_failed');
      expect(error.message).toBe('Reading this file took longer than 0 seconds and was stopped.');
    } finally {
      await slow.close();
    }
  });
});

describe('a file outlined by its type', () => {
  it('knows a photo as one page to OCR without opening it, and opens Word files and PDFs', async () => {
    for (const type of ['jpeg', 'png', 'webp', 'heic'] as const)
      expect(outlineOfType(type)).toEqual({ text: null, pages: [null] });
    expect(outlineOfType('docx')).toBeNull();
    expect(outlineOfType('pdf')).toBeNull();
    // The thread's outline of a photo is the same, and never reads the file (none exists here).
    expect(await extractor.outline(path.join(dir, 'absent.jpg'), 'jpeg')).toEqual({
      text: null,
      pages: [null],
    });
  });
});
