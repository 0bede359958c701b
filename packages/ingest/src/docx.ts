import { readFile } from 'node:fs/promises';
import mammoth from 'mammoth';
import { IngestError } from './ingest-error.ts';
import { isXmlPart, MAX_TEXT_CHARS, MAX_XML_PART_BYTES } from './limits.ts';
import { checkZipFile, type ZipEntry } from './zip-reader.ts';

/** Real Word files rarely pass a few tens of MB unpacked; images inside are already compressed. */
export const MAX_TOTAL_UNCOMPRESSED = 256 * 1024 * 1024;
/** XML compresses 10-30x; a part above 10 MB that shrank over 100x is a bomb, not a document. */
export const MAX_RATIO = 100;
export const RATIO_APPLIES_ABOVE = 10 * 1024 * 1024;

function megabytes(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))} MB`;
}

/**
 * Refuses a zip by its declared sizes: too much in total, a part that shrank like a bomb, or an
 * XML part larger than any essay needs (MAX_XML_PART_BYTES). Used at upload and again on opening.
 */
export function checkZipEntries(entries: ZipEntry[]): void {
  let total = 0;
  for (const entry of entries) {
    total += entry.uncompressedSize;
    const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
    if (
      total > MAX_TOTAL_UNCOMPRESSED ||
      (entry.uncompressedSize > RATIO_APPLIES_ABOVE && ratio > MAX_RATIO)
    ) {
      throw new IngestError('zip_bomb');
    }
    if (isXmlPart(entry.name) && entry.uncompressedSize > MAX_XML_PART_BYTES) {
      throw new IngestError(
        'zip_bomb',
        `This document's part ${entry.name.slice(0, 60)} unpacks to ${megabytes(entry.uncompressedSize)} of XML; an essay needs less than ${megabytes(MAX_XML_PART_BYTES)}.`,
      );
    }
  }
}

/**
 * Rejects zips whose declared sizes are excessive, then inflates every part capped at its
 * declared size, so a directory that lies about sizes is caught before mammoth/JSZip reads it.
 */
export async function assertSafeZip(path: string): Promise<ZipEntry[]> {
  return checkZipFile(path, checkZipEntries);
}

/** Text of a Word (.docx) file, one string per non-empty paragraph, in document order. */
export async function extractDocx(path: string): Promise<{ paragraphs: string[] }> {
  const entries = await assertSafeZip(path);
  const zip = await readFile(path);
  if (!entries.some((entry) => entry.name === 'word/document.xml')) {
    throw new IngestError('unsupported_type', 'This zip file is not a Word document.');
  }
  let text: string;
  try {
    text = (await mammoth.extractRawText({ buffer: zip })).value;
  } catch (error) {
    throw new IngestError('corrupt_file', undefined, { cause: error });
  }
  if (text.length > MAX_TEXT_CHARS) throw new IngestError('too_much_text');
  // mammoth ends every paragraph with a blank line; single newlines are line breaks inside one.
  const paragraphs = text
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.replace(/[ \t]*\n[ \t]*/g, '\n').trim())
    .filter((paragraph) => paragraph.length > 0);
  return { paragraphs };
}
