import { open } from 'node:fs/promises';
import sharp, { type Metadata } from 'sharp';
import { checkZipEntries } from './docx.ts';
import { heicDeclaredPixels } from './heic.ts';
import { MAX_INPUT_PIXELS } from './image.ts';
import { IngestError } from './ingest-error.ts';
import type { FileType } from './sniff.ts';
import { readZipEntriesFromFile } from './zip-reader.ts';

async function readTail(path: string, length: number): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const { size } = await handle.stat();
    const buffer = Buffer.alloc(Math.min(length, size));
    await handle.read(buffer, 0, buffer.length, size - buffer.length);
    return buffer;
  } finally {
    await handle.close();
  }
}

async function readHead(path: string, length: number): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * Cheap checks at upload time, reading headers and directories only (never the whole file),
 * so a bomb or a damaged file is refused at once with a clear reason. Extraction checks again.
 */
export async function checkUpload(path: string, type: FileType): Promise<void> {
  if (type === 'docx') {
    checkZipEntries(await readZipEntriesFromFile(path));
    return;
  }
  if (type === 'pdf') {
    if (!(await readTail(path, 2048)).includes('%%EOF')) throw new IngestError('corrupt_file');
    return;
  }
  if (type === 'heic') {
    const declared = heicDeclaredPixels(await readHead(path, 1 << 20));
    if (declared !== null && declared > MAX_INPUT_PIXELS) throw new IngestError('image_too_large');
    return;
  }
  let meta: Metadata;
  try {
    meta = await sharp(path, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw new IngestError('corrupt_file', undefined, { cause: error });
  }
  if (!meta.width || !meta.height) throw new IngestError('corrupt_file');
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new IngestError('image_too_large');
}
