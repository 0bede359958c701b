import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { IngestError } from './ingest-error.ts';
import { MAX_ZIP_ENTRIES } from './limits.ts';

/** A part of a zip as its central directory declares it. */
export type ZipEntry = {
  name: string;
  compressedSize: number;
  uncompressedSize: number;
};

/**
 * The zip reader is yauzl: it reads the central directory (zip64 included) and inflates parts.
 * Part names stay bytes (`decodeStrings: false`): nothing is ever written under them, and a Word
 * file with a hostile name (`../x`, `/x`) is read like any other instead of refused.
 */
const OPTIONS: yauzl.Options = {
  lazyEntries: true,
  autoClose: false,
  validateEntrySizes: false,
  decodeStrings: false,
};
/** Stored and deflated: what Word and every office suite write. */
const METHODS = new Set([0, 8]);

function nameOf(entry: Entry): string {
  const raw = entry.fileName as string | Buffer;
  return typeof raw === 'string' ? raw : raw.toString('utf8');
}

function corrupt(detail: string, cause?: unknown): IngestError {
  return new IngestError('corrupt_file', `This file is damaged or incomplete (${detail}).`, {
    cause,
  });
}

function asIngestError(error: unknown): IngestError {
  return error instanceof IngestError
    ? error
    : new IngestError('corrupt_file', undefined, { cause: error });
}

function openZip(path: string): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, OPTIONS, (error, zip) =>
      error ? reject(corrupt('no zip directory', error)) : resolve(zip),
    );
  });
}

/** Every entry of the central directory, refusing before reading it a zip with too many parts. */
function listEntries(zip: ZipFile): Promise<Entry[]> {
  if (zip.entryCount > MAX_ZIP_ENTRIES) {
    return Promise.reject(
      new IngestError('zip_bomb', 'This document holds an unreasonable number of parts.'),
    );
  }
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on('entry', (entry: Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.once('end', () => resolve(entries));
    zip.once('error', (error: unknown) => reject(corrupt('broken zip directory', error)));
    zip.readEntry();
  });
}

const declared = (entry: Entry): ZipEntry => ({
  name: nameOf(entry),
  compressedSize: entry.compressedSize,
  uncompressedSize: entry.uncompressedSize,
});

/** Reads only the central directory of a zip on disk. */
export async function readZipEntriesFromFile(path: string): Promise<ZipEntry[]> {
  const zip = await openZip(path);
  try {
    return (await listEntries(zip)).map(declared);
  } finally {
    zip.close();
  }
}

/**
 * Inflates one part but never past its declared size: a part that inflates to more is a bomb whose
 * directory lies, one that inflates to less is damaged. The bytes are counted and dropped.
 */
function inflateWithinDeclaredSize(zip: ZipFile, entry: Entry): Promise<void> {
  const name = nameOf(entry).slice(0, 60);
  if (!METHODS.has(entry.compressionMethod))
    return Promise.reject(corrupt(`unsupported zip method ${entry.compressionMethod}`));
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error) return reject(asIngestError(error));
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > entry.uncompressedSize) stream.destroy(new IngestError('zip_bomb'));
      });
      stream.once('error', (streamError: unknown) => reject(asIngestError(streamError)));
      stream.once('end', () => {
        if (size === entry.uncompressedSize) resolve();
        else
          reject(
            new IngestError(
              'corrupt_file',
              `This document is damaged (part ${name} has the wrong size).`,
            ),
          );
      });
    });
  });
}

/**
 * Opens a zip on disk, lets `check` refuse it by its declared sizes, then inflates every part
 * within its declared size, so a directory that lies is caught before a document library reads it.
 */
export async function checkZipFile(
  path: string,
  check: (entries: ZipEntry[]) => void,
): Promise<ZipEntry[]> {
  const zip = await openZip(path);
  try {
    const entries = await listEntries(zip);
    check(entries.map(declared));
    for (const entry of entries) await inflateWithinDeclaredSize(zip, entry);
    return entries.map(declared);
  } finally {
    zip.close();
  }
}
