import { describe, expect, it } from 'vitest';
import { checkUpload, IngestError, sniffFile } from '../src/index.ts';
import { fixture } from './fixtures.ts';

async function codeFor(name: string): Promise<string | null> {
  const type = await sniffFile(fixture(name));
  if (type === null) throw new Error(`${name} does not sniff`);
  const error: unknown = await checkUpload(fixture(name), type).then(
    () => null,
    (reason: unknown) => reason,
  );
  if (error === null) return null;
  expect(error).toBeInstanceOf(IngestError);
  return (error as IngestError).code;
}

describe('checkUpload', () => {
  it.each([
    'docx-zh.docx',
    'pdf-text-zh.pdf',
    'pdf-scanned-zh.pdf',
    'photo-zh.jpg',
    'photo-en.heic',
  ])('accepts %s', async (name) => {
    expect(await codeFor(name)).toBeNull();
  });

  it.each([
    ['zip-bomb.docx', 'zip_bomb'],
    ['bomb.png', 'image_too_large'],
    ['corrupt.pdf', 'corrupt_file'],
  ])('refuses %s with %s from headers alone', async (name, code) => {
    expect(await codeFor(name)).toBe(code);
  });
});
