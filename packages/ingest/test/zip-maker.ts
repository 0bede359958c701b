import { createDeflateRaw, crc32, deflateRawSync } from 'node:zlib';

/**
 * Writes zip files for the hostile-file tests, so no hostile file is downloaded or committed.
 * `data` is stored deflated; `raw` gives an entry's deflated bytes and true sizes directly (for
 * big parts made by `deflateStream`), `declared` lets an entry lie about its size.
 */
export type ZipInput = {
  name: string;
  data?: Buffer | string;
  raw?: { deflated: Buffer; size: number; crc: number };
  declaredSize?: number;
  stored?: boolean;
};

export function makeZip(inputs: ZipInput[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const input of inputs) {
    const name = Buffer.from(input.name, 'utf8');
    let body: Buffer;
    let size: number;
    let crc: number;
    let method = 8;
    if (input.raw) {
      ({ size, crc } = input.raw);
      body = input.raw.deflated;
    } else {
      const data = Buffer.isBuffer(input.data) ? input.data : Buffer.from(input.data ?? '', 'utf8');
      size = data.length;
      crc = crc32(data);
      method = input.stored ? 0 : 8;
      body = input.stored ? data : deflateRawSync(data);
    }
    const declared = input.declaredSize ?? size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc >>> 0, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(declared, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += 30 + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(inputs.length, 8);
  end.writeUInt16LE(inputs.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** Deflates `count` chunks made by `chunk(i)` without ever holding the uncompressed whole. */
export async function deflateStream(
  count: number,
  chunk: (i: number) => string,
  level = 1,
): Promise<{ deflated: Buffer; size: number; crc: number }> {
  const deflate = createDeflateRaw({ level });
  const out: Buffer[] = [];
  deflate.on('data', (part: Buffer) => out.push(part));
  const done = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  let size = 0;
  let crc = 0;
  for (let i = 0; i < count; i++) {
    const bytes = Buffer.from(chunk(i), 'utf8');
    size += bytes.length;
    crc = crc32(bytes, crc);
    if (!deflate.write(bytes)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return { deflated: Buffer.concat(out), size, crc };
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
const RELS = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;
export const W_NS = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

/** The parts every Word file has besides its document. */
export function docxFrame(): ZipInput[] {
  return [
    { name: '[Content_Types].xml', data: CONTENT_TYPES },
    { name: '_rels/.rels', data: RELS },
  ];
}

/** document.xml with one paragraph per string. */
export function documentXml(paragraphs: string[], prolog = ''): string {
  const body = paragraphs.map((text) => `<w:p><w:r><w:t>${text}</w:t></w:r></w:p>`).join('');
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>${prolog}<w:document xmlns:w="${W_NS}"><w:body>${body}</w:body></w:document>`;
}

/** A small, valid Word file. */
export function makeDocx(paragraphs: string[], extra: ZipInput[] = []): Buffer {
  return makeZip([
    ...docxFrame(),
    { name: 'word/document.xml', data: documentXml(paragraphs) },
    ...extra,
  ]);
}

/**
 * The Word file of issue 16: a few MB whose document.xml unpacks to `megabytes` MB of XML at a
 * ratio well under the bomb check's 100 (text with some variety, deflated fast).
 */
export async function makeHugeXmlDocx(megabytes = 200): Promise<Buffer> {
  const head = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="${W_NS}"><w:body>`;
  const tail = '</w:body></w:document>';
  const paragraph = (i: number): string =>
    `<w:p><w:r><w:t>我最難忘的一件事，是那年夏天和同學一起去海邊。${i % 31 === 0 ? ((i * 2654435761) >>> 0).toString(36) : i}</w:t></w:r></w:p>`;
  const perChunk = 500;
  const chunkBytes = Buffer.byteLength(
    Array.from({ length: perChunk }, (_, i) => paragraph(i)).join(''),
  );
  const chunks = Math.ceil((megabytes * 1024 * 1024) / chunkBytes);
  const raw = await deflateStream(chunks + 2, (c) => {
    if (c === 0) return head;
    if (c === chunks + 1) return tail;
    return Array.from({ length: perChunk }, (_, i) => paragraph(c * perChunk + i)).join('');
  });
  return makeZip([...docxFrame(), { name: 'word/document.xml', raw }]);
}
