import type { Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/**
 * A ZIP archive built entry by entry (fflate): text is deflated, stored files (already
 * compressed images, PDFs, Word files) are kept as they are and read as streams.
 */
export class ZipWriter {
  private readonly chunks: Uint8Array[] = [];
  private failure: Error | null = null;
  private readonly zip = new Zip((error, chunk) => {
    if (error) this.failure = error;
    else this.chunks.push(chunk);
  });

  addText(name: string, text: string): void {
    const entry = new ZipDeflate(name, { level: 6 });
    this.zip.add(entry);
    entry.push(new TextEncoder().encode(text), true);
  }

  addBytes(name: string, bytes: Uint8Array): void {
    const entry = new ZipPassThrough(name);
    this.zip.add(entry);
    entry.push(bytes, true);
  }

  async addStream(name: string, stream: Readable): Promise<void> {
    const entry = new ZipPassThrough(name);
    this.zip.add(entry);
    for await (const chunk of stream) entry.push(chunk as Uint8Array);
    entry.push(new Uint8Array(0), true);
  }

  finish(): Buffer {
    this.zip.end();
    if (this.failure) throw this.failure;
    return Buffer.concat(this.chunks);
  }
}
