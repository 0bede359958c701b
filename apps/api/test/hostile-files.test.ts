/**
 * The hostile-file suite (issue 16): files a teacher could upload to hurt the server, all made
 * here. Each one is refused at upload with a clear 4xx, or its extraction fails with a message
 * on the file (or, for a harmless payload inside a real document, reads the text only); after
 * each the server still answers, and its memory stays bounded.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PDF_PAGES } from '@essay/ingest';
import { makeHeic, makeJpegHeader, makePng } from '../../../packages/ingest/test/image-maker.ts';
import { makePdf } from '../../../packages/ingest/test/pdf-maker.ts';
import {
  deflateStream,
  docxFrame,
  documentXml,
  makeDocx,
  makeHugeXmlDocx,
  makeZip,
  W_NS,
} from '../../../packages/ingest/test/zip-maker.ts';
import {
  api,
  createHomework,
  createTestPlatform,
  FIXTURES,
  signUp,
  uploadFile,
  waitFor,
  type TestPlatform,
} from './helpers.ts';

type Outcome =
  | { refused: number; error: string | RegExp }
  | { failed: string | RegExp }
  | { done: (textPreview: string) => void };

type Case = { name: string; file: string; bytes: () => Promise<Buffer> | Buffer; outcome: Outcome };

const MB = 1024 * 1024;
const fixture = (name: string) => readFile(path.join(FIXTURES, name));
const ESSAY = ['我最難忘的一件事', '那年夏天，我和同學一起去海邊。'];
const damaged = (name: string) => `${name}: This file is damaged or incomplete and cannot be read.`;

/** A Word file with `document` as its document.xml (string or bytes) and any extra parts. */
const docxWith = (document: string | Buffer, extra: Parameters<typeof makeZip>[0] = []) =>
  makeZip([...docxFrame(), { name: 'word/document.xml', data: document }, ...extra]);

const cases: Case[] = [
  // Word files and zips
  {
    name: 'the 3-8 MB docx whose document.xml unpacks to 200 MB (ratio under the bomb check)',
    file: 'essay.docx',
    bytes: () => makeHugeXmlDocx(200),
    outcome: {
      refused: 413,
      error:
        /^essay\.docx: This document's part word\/document\.xml unpacks to 2\d\d MB of XML; an essay needs less than 2 MB\.$/,
    },
  },
  {
    name: 'a zip bomb (20 MB of one letter, ratio ~1000)',
    file: 'bomb.docx',
    bytes: async () =>
      makeZip([
        ...docxFrame(),
        { name: 'word/document.xml', raw: await deflateStream(20, () => 'a'.repeat(MB), 9) },
      ]),
    outcome: { refused: 413, error: /^bomb\.docx: This document/ },
  },
  {
    name: 'the committed zip bomb fixture',
    file: 'bomb2.docx',
    bytes: () => fixture('zip-bomb.docx'),
    outcome: {
      refused: 413,
      error:
        'bomb2.docx: This document expands to an unreasonable size when opened and was rejected.',
    },
  },
  {
    name: 'a zip whose directory lies about the size of document.xml',
    file: 'liar.docx',
    bytes: async () =>
      makeZip([
        ...docxFrame(),
        {
          name: 'word/document.xml',
          raw: await deflateStream(8, () => ' '.repeat(MB), 9),
          declaredSize: 1000,
        },
      ]),
    outcome: {
      failed: 'This document expands to an unreasonable size when opened and was rejected.',
    },
  },
  {
    name: 'a bomb in an XML part other than the document (styles.xml over 2 MB)',
    file: 'styles.docx',
    bytes: () =>
      makeDocx(ESSAY, [
        {
          name: 'word/styles.xml',
          data: `<w:styles xmlns:w="${W_NS}">${' '.repeat(2.5 * MB)}</w:styles>`,
        },
      ]),
    outcome: {
      refused: 413,
      error: /^styles\.docx: This document's part word\/styles\.xml unpacks to 3 MB of XML/,
    },
  },
  {
    name: 'a zip nested in a zip (a docx inside a zip named .docx)',
    file: 'nested.docx',
    bytes: () => makeZip([{ name: 'inner.docx', data: makeDocx(ESSAY), stored: true }]),
    outcome: { refused: 415, error: 'Invalid File Format: nested.docx' },
  },
  {
    name: 'a zip bomb nested inside a real document (never opened)',
    file: 'nested-bomb.docx',
    bytes: async () =>
      makeDocx(ESSAY, [
        {
          name: 'word/embeddings/inner.zip',
          data: makeZip([{ name: 'zeros', raw: await deflateStream(8, () => '\0'.repeat(MB), 9) }]),
          stored: true,
        },
      ]),
    outcome: { done: (text) => expect(text).toBe(ESSAY.join('\n')) },
  },
  {
    name: 'a docx with 5,000 parts',
    file: 'parts.docx',
    bytes: () =>
      makeDocx(
        ESSAY,
        Array.from({ length: 5000 }, (_, i) => ({ name: `word/media/p${i}.xml`, data: '<a/>' })),
      ),
    outcome: {
      refused: 413,
      error: 'parts.docx: This document holds an unreasonable number of parts.',
    },
  },
  {
    name: 'path-traversal part names (../ and absolute) are never written anywhere',
    file: 'traversal.docx',
    bytes: () =>
      makeDocx(ESSAY, [
        { name: '../../../../../../tmp/essay-hostile-traversal.txt', data: 'owned' },
        { name: '/tmp/essay-hostile-absolute.txt', data: 'owned' },
        { name: '..\\..\\essay-hostile-backslash.txt', data: 'owned' },
      ]),
    outcome: {
      done: (text) => {
        expect(text).toBe(ESSAY.join('\n'));
        expect(existsSync('/tmp/essay-hostile-traversal.txt')).toBe(false);
        expect(existsSync('/tmp/essay-hostile-absolute.txt')).toBe(false);
      },
    },
  },
  {
    name: 'a truncated docx',
    file: 'cut.docx',
    bytes: () => {
      const zip = makeDocx(ESSAY);
      return zip.subarray(0, zip.length - 40);
    },
    outcome: {
      refused: 400,
      error: 'cut.docx: This file is damaged or incomplete (no zip directory).',
    },
  },
  {
    name: 'a docx whose document.xml is not deflate data',
    file: 'garbage.docx',
    bytes: () =>
      makeZip([
        ...docxFrame(),
        {
          name: 'word/document.xml',
          raw: { deflated: Buffer.alloc(4000, 0xff), size: 9000, crc: 0 },
        },
      ]),
    outcome: { failed: 'This file is damaged or incomplete and cannot be read.' },
  },
  {
    name: 'a docx whose document.xml is not XML',
    file: 'notxml.docx',
    bytes: () => docxWith('%%% this is not xml <<<'),
    outcome: { failed: /./ },
  },
  {
    name: 'a docx with an unsupported compression method',
    file: 'method.docx',
    bytes: () => {
      const zip = makeDocx(ESSAY);
      const central = zip.lastIndexOf(Buffer.from('word/document.xml')) - 46;
      zip.writeUInt16LE(99, central + 10);
      return zip;
    },
    outcome: { failed: /^This file is damaged or incomplete \(unsupported zip method 99\)\.$/ },
  },
  {
    name: 'XML external entities (XXE) in document.xml',
    file: 'xxe.docx',
    bytes: () =>
      docxWith(
        documentXml(
          ['&xxe;', '正文'],
          '<!DOCTYPE w:document [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>',
        ),
      ),
    outcome: { failed: /./ },
  },
  {
    name: 'a billion-laughs entity expansion in document.xml',
    file: 'laughs.docx',
    bytes: () => {
      const entities = [
        '<!ENTITY l0 "lol">',
        ...Array.from({ length: 9 }, (_, i) => `<!ENTITY l${i + 1} "${`&l${i};`.repeat(10)}">`),
      ].join('');
      return docxWith(documentXml(['&l9;'], `<!DOCTYPE w:document [${entities}]>`));
    },
    outcome: { failed: /./ },
  },
  {
    name: 'more text than an essay (210,000 characters in under 2 MB of XML)',
    file: 'novel.docx',
    bytes: () => makeDocx(Array.from({ length: 210 }, () => '字'.repeat(1000))),
    outcome: {
      failed: 'This file holds more than 200,000 characters of text, far more than an essay.',
    },
  },
  {
    name: 'deeply nested XML (stack exhaustion)',
    file: 'deep.docx',
    bytes: () =>
      docxWith(
        `<?xml version="1.0"?><w:document xmlns:w="${W_NS}"><w:body>${'<w:sdt><w:sdtContent>'.repeat(40_000)}${'</w:sdtContent></w:sdt>'.repeat(40_000)}</w:body></w:document>`,
      ),
    outcome: { failed: /./ },
  },
  {
    name: 'a zip without word/document.xml',
    file: 'empty.docx',
    bytes: () => makeZip(docxFrame()),
    outcome: { refused: 415, error: 'Invalid File Format: empty.docx' },
  },
  // PDFs
  {
    name: `a PDF of 500 blank pages (page cap ${MAX_PDF_PAGES})`,
    file: 'blank.pdf',
    bytes: () => makePdf(500),
    outcome: { failed: `This PDF has 500 pages; an essay may have at most ${MAX_PDF_PAGES}.` },
  },
  {
    name: 'a truncated PDF',
    file: 'cut.pdf',
    bytes: () => makePdf(2, 'Hello').subarray(0, 300),
    outcome: { refused: 400, error: damaged('cut.pdf') },
  },
  {
    name: 'a PDF header over garbage',
    file: 'junk.pdf',
    bytes: () =>
      Buffer.concat([
        Buffer.from('%PDF-1.7\n'),
        Buffer.alloc(5000, 0x41),
        Buffer.from('\n%%EOF\n'),
      ]),
    outcome: { failed: 'This file is damaged or incomplete and cannot be read.' },
  },
  {
    name: 'a PDF whose page tree points at itself',
    file: 'loop.pdf',
    bytes: () =>
      Buffer.from(
        makePdf(1, 'Hello').toString('latin1').replace('/Kids [4 0 R]', '/Kids [2 0 R]'),
        'latin1',
      ),
    outcome: { failed: /./ },
  },
  // Images
  {
    name: 'a PNG pixel bomb (100,000 x 100,000)',
    file: 'bomb.png',
    bytes: () => makePng(100_000, 100_000, 1),
    outcome: { refused: 413, error: 'bomb.png: This image has too many pixels to process.' },
  },
  {
    name: 'a JPEG pixel bomb (65,000 x 65,000)',
    file: 'bomb.jpg',
    bytes: () => makeJpegHeader(65_000, 65_000),
    outcome: { refused: 413, error: 'bomb.jpg: This image has too many pixels to process.' },
  },
  {
    name: 'a HEIC pixel bomb (declared 50,000 x 50,000)',
    file: 'bomb.heic',
    bytes: () => makeHeic(50_000, 50_000),
    outcome: { refused: 413, error: 'bomb.heic: This image has too many pixels to process.' },
  },
  {
    name: 'a malformed HEIC',
    file: 'broken.heic',
    bytes: () => makeHeic(1000, 1000),
    outcome: { failed: 'This file is damaged or incomplete and cannot be read.' },
  },
  {
    name: 'a truncated JPEG',
    file: 'cut.jpg',
    bytes: async () => (await fixture('photo-en.jpg')).subarray(0, 3000),
    outcome: { failed: 'This file is damaged or incomplete and cannot be read.' },
  },
  {
    name: 'a truncated PNG',
    file: 'cut.png',
    bytes: () => makePng(2000, 2000, 2000).subarray(0, 60),
    outcome: { failed: 'This file is damaged or incomplete and cannot be read.' },
  },
  {
    name: 'a PNG cut inside its header',
    file: 'head.png',
    bytes: () => makePng(2000, 2000).subarray(0, 20),
    outcome: { refused: 400, error: damaged('head.png') },
  },
  {
    name: 'a PNG that ends before its pixels',
    file: 'short.png',
    bytes: () => makePng(3000, 3000, 3),
    outcome: { failed: 'This file is damaged or incomplete and cannot be read.' },
  },
  // Types, names and sizes
  {
    name: 'an empty file',
    file: 'empty.pdf',
    bytes: () => Buffer.alloc(0),
    outcome: { refused: 415, error: 'Invalid File Format: empty.pdf' },
  },
  {
    name: 'a text file named .pdf',
    file: 'essay.pdf',
    bytes: () => Buffer.from('not a pdf at all'),
    outcome: { refused: 415, error: 'Invalid File Format: essay.pdf' },
  },
  {
    name: 'HTML with a script named .png',
    file: 'xss.png',
    bytes: () => Buffer.from('<html><script>alert(1)</script></html>'),
    outcome: { refused: 415, error: 'Invalid File Format: xss.png' },
  },
  {
    name: 'an SVG named .jpg',
    file: 'vector.jpg',
    bytes: () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
    outcome: { refused: 415, error: 'Invalid File Format: vector.jpg' },
  },
  {
    name: 'a GIF/HTML polyglot',
    file: 'poly.png',
    bytes: () => Buffer.from('GIF89a/*<script>alert(1)</script>*/'),
    outcome: { refused: 415, error: 'Invalid File Format: poly.png' },
  },
  {
    name: 'a PDF/zip polyglot (Word document appended to a PDF) is read as the PDF it starts as',
    file: 'poly.docx',
    bytes: () => Buffer.concat([makePdf(1, 'Polyglot essay text here'), makeDocx(ESSAY)]),
    outcome: { done: (text) => expect(text).toBe('Polyglot essay text here') },
  },
  {
    name: 'a PDF named .jpg is read as a PDF (type from content, not name)',
    file: 'photo.jpg',
    bytes: () => makePdf(1, 'Essay in disguise'),
    outcome: { done: (text) => expect(text).toBe('Essay in disguise') },
  },
];

let p: TestPlatform;
let teacher: Awaited<ReturnType<typeof signUp>>;
let peakRss = 0;
let sampler: NodeJS.Timeout;

beforeAll(async () => {
  p = await createTestPlatform({}, { workers: true });
  teacher = await signUp(p, 'School Hostile', 'teacher');
  sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 20);
});
afterAll(async () => {
  clearInterval(sampler);
  await p.close();
});

async function fileState(homeworkId: number, fileId: number) {
  const files = (await api(p, 'GET', `/api/teacher/homeworks/${homeworkId}/files`, teacher.token))
    .body.files as Record<string, any>[];
  return files.find((file) => file.id === fileId);
}

describe('hostile files', () => {
  it('has at least 30 cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(30);
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const homeworkId = await createHomework(p, teacher.token);
    const bytes = await c.bytes();
    const before = process.memoryUsage().rss;
    peakRss = before;
    const upload = await uploadFile(p, teacher.token, homeworkId, c.file, bytes);
    if ('refused' in c.outcome) {
      expect(upload.body.error).toEqual(
        c.outcome.error instanceof RegExp
          ? expect.stringMatching(c.outcome.error)
          : c.outcome.error,
      );
      expect(upload.status).toBe(c.outcome.refused);
      expect(
        (await api(p, 'GET', `/api/teacher/homeworks/${homeworkId}/files`, teacher.token)).body
          .files,
      ).toEqual([]);
    } else {
      expect(upload.status, JSON.stringify(upload.body)).toBe(200);
      const settled = await waitFor(async () => {
        const file = await fileState(homeworkId, upload.body.id as number);
        return file && ['done', 'failed'].includes(file.extraction_status) ? file : undefined;
      }, 120_000);
      if ('failed' in c.outcome) {
        expect(settled.extraction_status).toBe('failed');
        expect(settled.extraction_error).toEqual(
          c.outcome.failed instanceof RegExp
            ? expect.stringMatching(c.outcome.failed)
            : c.outcome.failed,
        );
      } else {
        expect(settled.extraction_status, settled.extraction_error).toBe('done');
        c.outcome.done(settled.text_preview);
      }
    }
    // The server still answers, and this file did not blow up its memory.
    expect((await api(p, 'GET', '/healthz')).status).toBe(200);
    expect(
      (await api(p, 'GET', `/api/teacher/homeworks/${homeworkId}`, teacher.token)).status,
    ).toBe(200);
    expect((peakRss - before) / MB).toBeLessThan(600);
  });

  it('refuses a file over 100 MB while it streams in, with memory bounded', async () => {
    const homeworkId = await createHomework(p, teacher.token);
    const before = process.memoryUsage().rss;
    peakRss = before;
    const upload = await uploadFile(
      p,
      teacher.token,
      homeworkId,
      'big.pdf',
      Buffer.concat([makePdf(1, 'x'), Buffer.alloc(100 * MB + 1, 0x20)]),
    );
    expect(upload.status).toBe(413);
    expect(upload.body.error).toBe('File size exceeds 100MB: big.pdf');
    expect((await api(p, 'GET', '/healthz')).status).toBe(200);
    expect((peakRss - before) / MB).toBeLessThan(600);
  });
});
