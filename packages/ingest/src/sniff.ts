import { open } from 'node:fs/promises';
import { fileTypeFromBuffer } from 'file-type';
import { readZipEntriesFromFile } from './zip-reader.ts';

export type FileType = 'pdf' | 'docx' | 'jpeg' | 'png' | 'webp' | 'heic';

/** How many leading bytes callers should pass to `sniffFileType`. */
export const SNIFF_BYTES = 4096;

const HEIC_BRANDS = new Set([
  'heic',
  'heix',
  'heim',
  'heis',
  'hevc',
  'hevx',
  'hevm',
  'hevs',
  'mif1',
  'msf1',
  'heif',
]);
/** AVIF shares mif1/msf1 as compatible brands; its major brand tells it apart. */
const NOT_HEIC_MAJOR = new Set(['avif', 'avis', 'crx ', 'jxl ']);
const DOCUMENT_XML = 'word/document.xml';

function startsWith(bytes: Buffer, signature: number[], at = 0): boolean {
  return (
    bytes.length >= at + signature.length && signature.every((value, i) => bytes[at + i] === value)
  );
}

function isHeic(bytes: Buffer): boolean {
  if (bytes.length < 16 || bytes.toString('latin1', 4, 8) !== 'ftyp') return false;
  const major = bytes.toString('latin1', 8, 12);
  if (HEIC_BRANDS.has(major)) return true;
  if (NOT_HEIC_MAJOR.has(major)) return false;
  const boxEnd = Math.min(bytes.readUInt32BE(0), bytes.length);
  for (let at = 16; at + 4 <= boxEnd; at += 4) {
    if (HEIC_BRANDS.has(bytes.toString('latin1', at, at + 4))) return true;
  }
  return false;
}

/**
 * Reads the local file headers found in the given bytes. Word and LibreOffice write word/…
 * parts among the first few entries, so seeing one is a strong hint; `sniffFile` confirms from
 * the central directory. Headers are found by signature because writers that stream (data
 * descriptors, flag bit 3) leave the sizes needed to hop from one header to the next at zero.
 */
function looksLikeDocx(bytes: Buffer): boolean {
  const signature = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
  for (
    let at = bytes.indexOf(signature);
    at !== -1 && at + 30 <= bytes.length;
    at = bytes.indexOf(signature, at + 4)
  ) {
    const nameLength = bytes.readUInt16LE(at + 26);
    const name = bytes.toString('utf8', at + 30, Math.min(bytes.length, at + 30 + nameLength));
    if (name.startsWith('word/')) return true;
  }
  return false;
}

/** The types we take, by the MIME type `file-type` answers. */
const BY_MIME: Record<string, FileType> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/heic': 'heic',
  'image/heic-sequence': 'heic',
  'image/heif': 'heic',
  'image/heif-sequence': 'heic',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
};

async function detect(bytes: Buffer): Promise<FileType | null> {
  try {
    const found = await fileTypeFromBuffer(bytes);
    return (found && BY_MIME[found.mime]) ?? null;
  } catch {
    return null; // a header cut short: the checks below decide
  }
}

/**
 * Identifies a file by its leading bytes (pass at least SNIFF_BYTES), never by its name: the
 * `file-type` library, plus what it does not check. PDF readers accept junk before `%PDF-`; a
 * HEIC photo may name its brand only among the compatible ones (and AVIF, which shares them, is
 * not HEIC); a zip counts as 'docx' when its visible entries look like Word's. `sniffFile` is
 * definitive for zips.
 */
export async function sniffFileType(firstBytes: Buffer): Promise<FileType | null> {
  if (firstBytes.subarray(0, 1024).includes('%PDF-')) return 'pdf';
  if (isHeic(firstBytes)) return 'heic';
  const detected = await detect(firstBytes);
  // HEIC is decided by its brands above (file-type's HEIF also answers for brands we refuse).
  if (detected && detected !== 'heic') return detected;
  if (startsWith(firstBytes, [0x50, 0x4b, 0x03, 0x04]) && looksLikeDocx(firstBytes)) return 'docx';
  return null;
}

/** Sniffs a file on disk; for zips, reads the central directory to require word/document.xml. */
export async function sniffFile(path: string): Promise<FileType | null> {
  const handle = await open(path, 'r');
  let head: Buffer;
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
    head = buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
  if (!startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return sniffFileType(head);
  try {
    const entries = await readZipEntriesFromFile(path);
    return entries.some((entry) => entry.name === DOCUMENT_XML) ? 'docx' : null;
  } catch {
    // A damaged zip keeps its header-based verdict, so extraction reports it as corrupt.
    return sniffFileType(head);
  }
}
