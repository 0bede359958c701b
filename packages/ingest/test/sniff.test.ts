import { describe, expect, it } from 'vitest';
import { SNIFF_BYTES, sniffFile, sniffFileType } from '../src/index.ts';
import { fixture, readFixture } from './fixtures.ts';

const head = (name: string): Buffer => readFixture(name).subarray(0, SNIFF_BYTES);

function ftyp(major: string, ...compatible: string[]): Buffer {
  const body = Buffer.from(major + '\0\0\0\0' + compatible.join(''), 'latin1');
  const size = Buffer.alloc(4);
  size.writeUInt32BE(8 + body.length);
  return Buffer.concat([size, Buffer.from('ftyp', 'latin1'), body, Buffer.alloc(32)]);
}

describe('sniffFileType', () => {
  it.each([
    ['docx-zh.docx', 'docx'],
    ['pdf-text-zh.pdf', 'pdf'],
    ['pdf-scanned-zh.pdf', 'pdf'],
    ['photo-zh.jpg', 'jpeg'],
    ['photo-en.heic', 'heic'],
    ['bomb.png', 'png'],
    ['essay-zh.txt', null],
    ['not-docx.zip', null],
  ])('%s -> %s', async (name, type) => {
    expect(await sniffFileType(head(name))).toBe(type);
  });

  it('recognises WebP by its RIFF header', async () => {
    const webp = Buffer.concat([
      Buffer.from('RIFF', 'latin1'),
      Buffer.alloc(4),
      Buffer.from('WEBPVP8 ', 'latin1'),
    ]);
    expect(await sniffFileType(webp)).toBe('webp');
    const wave = Buffer.concat([
      Buffer.from('RIFF', 'latin1'),
      Buffer.alloc(4),
      Buffer.from('WAVEfmt ', 'latin1'),
    ]);
    expect(await sniffFileType(wave)).toBeNull();
  });

  it('reads HEIF brands from the ftyp box and refuses AVIF', async () => {
    expect(await sniffFileType(ftyp('heix', 'mif1', 'heic'))).toBe('heic');
    expect(await sniffFileType(ftyp('mif1', 'heic'))).toBe('heic');
    expect(await sniffFileType(ftyp('msf1', 'hevc'))).toBe('heic');
    expect(await sniffFileType(ftyp('isom', 'mif1'))).toBe('heic');
    expect(await sniffFileType(ftyp('avif', 'mif1', 'miaf'))).toBeNull();
    expect(await sniffFileType(ftyp('isom', 'iso2', 'mp41'))).toBeNull();
  });

  it('ignores the file name and trusts the bytes', async () => {
    expect(await sniffFileType(Buffer.from('%PDF-1.7\n'))).toBe('pdf');
    expect(await sniffFileType(Buffer.from('<html>%PDF-</html>'))).toBe('pdf'); // pdf readers accept leading junk
    expect(await sniffFileType(Buffer.from('GIF89a'))).toBeNull();
    expect(await sniffFileType(Buffer.alloc(0))).toBeNull();
  });
});

describe('sniffFile', () => {
  it('confirms docx from the zip central directory', async () => {
    expect(await sniffFile(fixture('docx-zh.docx'))).toBe('docx');
    expect(await sniffFile(fixture('not-docx.zip'))).toBeNull();
  });

  it('keeps the header verdict for a damaged docx so extraction can say it is corrupt', async () => {
    expect(await sniffFile(fixture('corrupt.docx'))).toBe('docx');
  });

  it('sniffs the other types like sniffFileType', async () => {
    expect(await sniffFile(fixture('photo-en.heic'))).toBe('heic');
    expect(await sniffFile(fixture('pdf-text-en.pdf'))).toBe('pdf');
    expect(await sniffFile(fixture('essay-en.txt'))).toBeNull();
  });
});
