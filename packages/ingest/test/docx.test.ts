import { describe, expect, it } from 'vitest';
import { extractDocx, IngestError } from '../src/index.ts';
import { fixture, trueParagraphs } from './fixtures.ts';

async function errorCode(promise: Promise<unknown>): Promise<string> {
  const error: unknown = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(IngestError);
  return (error as IngestError).code;
}

describe('extractDocx', () => {
  it('returns the paragraphs of a LibreOffice-written docx exactly', async () => {
    const { paragraphs } = await extractDocx(fixture('docx-zh.docx'));
    expect(paragraphs).toEqual(trueParagraphs('docx-zh.txt'));
  });

  it('refuses a zip bomb by its declared sizes', async () => {
    expect(await errorCode(extractDocx(fixture('zip-bomb.docx')))).toBe('zip_bomb');
  });

  it('refuses a zip bomb whose directory lies about the sizes', async () => {
    expect(await errorCode(extractDocx(fixture('zip-bomb-lying.docx')))).toBe('zip_bomb');
  });

  it('reports a truncated docx as corrupt', async () => {
    expect(await errorCode(extractDocx(fixture('corrupt.docx')))).toBe('corrupt_file');
  });

  it('reports a zip without word/document.xml as unsupported', async () => {
    expect(await errorCode(extractDocx(fixture('not-docx.zip')))).toBe('unsupported_type');
  });

  it('gives every error a human message', async () => {
    const error = await extractDocx(fixture('zip-bomb.docx')).catch((reason: unknown) => reason);
    expect((error as Error).message).toMatch(/size/);
  });
});
