import { open } from 'node:fs/promises';
import { inflateRawSync } from 'node:zlib';
import { IngestError } from './ingest-error.ts';
import { MAX_ZIP_ENTRIES } from './limits.ts';

export type ZipEntry = {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
};

const EOCD_SIGNATURE = 0x06054b50;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const ZIP64_EOCD_SIGNATURE = 0x06064b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const EOCD_MIN = 22;
const MAX_COMMENT = 0xffff;

type Directory = { offset: number; size: number; count: number };

function corrupt(detail: string): IngestError {
  return new IngestError('corrupt_file', `This file is damaged or incomplete (${detail}).`);
}

/** Finds the end-of-central-directory record in the tail of a zip; `tailStart` is its file offset. */
function findDirectory(tail: Buffer, tailStart: number): Directory | null {
  for (let at = tail.length - EOCD_MIN; at >= 0; at--) {
    if (tail.readUInt32LE(at) !== EOCD_SIGNATURE) continue;
    let count = tail.readUInt16LE(at + 10);
    let size = tail.readUInt32LE(at + 12);
    let offset = tail.readUInt32LE(at + 16);
    const locator = at - 20;
    if (locator >= 0 && tail.readUInt32LE(locator) === ZIP64_LOCATOR_SIGNATURE) {
      const zip64At = Number(tail.readBigUInt64LE(locator + 8)) - tailStart;
      if (zip64At < 0 || zip64At + 56 > tail.length || tail.readUInt32LE(zip64At) !== ZIP64_EOCD_SIGNATURE) {
        return null;
      }
      count = Number(tail.readBigUInt64LE(zip64At + 32));
      size = Number(tail.readBigUInt64LE(zip64At + 40));
      offset = Number(tail.readBigUInt64LE(zip64At + 48));
    }
    return { offset, size, count };
  }
  return null;
}

/** Parses central directory records; sizes come from the zip64 extra field when they overflow. */
function parseCentralDirectory(cd: Buffer, count: number): ZipEntry[] {
  if (count > MAX_ZIP_ENTRIES) throw new IngestError('zip_bomb', 'This document holds an unreasonable number of parts.');
  const entries: ZipEntry[] = [];
  let at = 0;
  for (let i = 0; i < count; i++) {
    if (at + 46 > cd.length || cd.readUInt32LE(at) !== CENTRAL_SIGNATURE) throw corrupt('broken zip directory');
    const nameLength = cd.readUInt16LE(at + 28);
    const extraLength = cd.readUInt16LE(at + 30);
    const commentLength = cd.readUInt16LE(at + 32);
    const entry: ZipEntry = {
      name: cd.toString('utf8', at + 46, at + 46 + nameLength),
      method: cd.readUInt16LE(at + 10),
      compressedSize: cd.readUInt32LE(at + 20),
      uncompressedSize: cd.readUInt32LE(at + 24),
      localHeaderOffset: cd.readUInt32LE(at + 42),
    };
    applyZip64Extra(entry, cd.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength));
    entries.push(entry);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

function applyZip64Extra(entry: ZipEntry, extra: Buffer): void {
  for (let at = 0; at + 4 <= extra.length; ) {
    const id = extra.readUInt16LE(at);
    const length = extra.readUInt16LE(at + 2);
    if (id === 0x0001) {
      let field = at + 4;
      const next = (): number => {
        if (field + 8 > at + 4 + length) throw corrupt('broken zip64 field');
        const value = Number(extra.readBigUInt64LE(field));
        field += 8;
        return value;
      };
      if (entry.uncompressedSize === 0xffffffff) entry.uncompressedSize = next();
      if (entry.compressedSize === 0xffffffff) entry.compressedSize = next();
      if (entry.localHeaderOffset === 0xffffffff) entry.localHeaderOffset = next();
      return;
    }
    at += 4 + length;
  }
}

/** Reads the central directory of a whole zip held in memory. */
export function readZipEntries(zip: Buffer): ZipEntry[] {
  const tailStart = Math.max(0, zip.length - EOCD_MIN - MAX_COMMENT);
  const directory = findDirectory(zip.subarray(tailStart), tailStart);
  if (!directory || directory.offset + directory.size > zip.length) throw corrupt('no zip directory');
  return parseCentralDirectory(zip.subarray(directory.offset, directory.offset + directory.size), directory.count);
}

/** Reads only the central directory from a zip on disk (tail, then the directory itself). */
export async function readZipEntriesFromFile(path: string): Promise<ZipEntry[]> {
  const handle = await open(path, 'r');
  try {
    const { size } = await handle.stat();
    const tailStart = Math.max(0, size - EOCD_MIN - MAX_COMMENT - 76);
    const tail = Buffer.alloc(size - tailStart);
    await handle.read(tail, 0, tail.length, tailStart);
    const directory = findDirectory(tail, tailStart);
    if (!directory || directory.offset + directory.size > size) throw corrupt('no zip directory');
    const cd = Buffer.alloc(directory.size);
    await handle.read(cd, 0, cd.length, directory.offset);
    return parseCentralDirectory(cd, directory.count);
  } finally {
    await handle.close();
  }
}

/**
 * Inflates one entry but never past `limit` bytes, so a lying size field cannot make us
 * allocate more than the caller allowed.
 */
export function inflateEntry(zip: Buffer, entry: ZipEntry, limit: number): Buffer {
  const at = entry.localHeaderOffset;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL_SIGNATURE) throw corrupt('broken zip entry');
  const dataStart = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  const data = zip.subarray(dataStart, dataStart + entry.compressedSize);
  if (data.length < entry.compressedSize) throw corrupt('truncated zip entry');
  if (entry.method === 0) {
    if (data.length > limit) throw new IngestError('zip_bomb');
    return data;
  }
  if (entry.method !== 8) throw corrupt(`unsupported zip method ${entry.method}`);
  try {
    return inflateRawSync(data, { maxOutputLength: Math.max(1, limit) });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE' || error instanceof RangeError) {
      throw new IngestError('zip_bomb', undefined, { cause: error });
    }
    throw new IngestError('corrupt_file', undefined, { cause: error });
  }
}
