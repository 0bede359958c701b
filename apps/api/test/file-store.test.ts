import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3TestServer, type S3TestServer } from '../scripts/s3-test-server.ts';
import { readApiConfig } from '../src/config.ts';
import { MissingObjectError, type FileStore } from '../src/storage/file-store.ts';
import { openFileStore } from '../src/storage/open-file-store.ts';
import { createTempFiles, type TempFiles } from '../src/storage/temp-files.ts';

// The same storage contract on both adapters: the local folder and a real S3-protocol server.
let s3: S3TestServer;
let dataDir: string;
beforeAll(async () => {
  s3 = await startS3TestServer();
  dataDir = await mkdtemp(path.join(tmpdir(), 'file-store-'));
});
afterAll(async () => {
  await s3.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

describe.each([
  ['local folder', () => ({ DATA_DIR: dataDir })],
  ['S3-compatible bucket', () => ({ DATA_DIR: dataDir, ...s3.env })],
])('file store on the %s', (_name, env) => {
  let store: FileStore;
  let temp: TempFiles;
  beforeAll(async () => {
    const config = readApiConfig(env());
    temp = createTempFiles(config.tmpDir);
    store = await openFileStore(config, temp);
  });

  it('is the adapter the settings ask for', () => {
    expect(store.kind).toBe(_name === 'local folder' ? 'local' : 's3');
  });

  it('writes buffers and streams, reads them back whole and as streams', async () => {
    const a = store.newKey('homeworks/1', 'txt');
    const b = store.newKey('homeworks/1', 'txt');
    expect(a).not.toBe(b);
    await store.write(a, Buffer.from('作文 one'));
    await store.write(b, Readable.from([Buffer.from('two, '), Buffer.from('streamed')]), 13);
    expect((await store.read(a)).toString('utf8')).toBe('作文 one');
    expect(await text(await store.get(b))).toBe('two, streamed');
  });

  it('moves a temporary file in and removes the temporary one', async () => {
    const file = temp.path('upload');
    await writeFile(file, 'uploaded bytes');
    const key = store.newKey('homeworks/2', 'pdf');
    await store.putFile(key, file);
    await expect(stat(file)).rejects.toThrow();
    expect((await store.read(key)).toString()).toBe('uploaded bytes');
  });

  it('lends a local copy to libraries that want a path', async () => {
    const key = store.newKey('homeworks/3', 'docx');
    await store.write(key, Buffer.from('docx bytes'));
    const seen = await store.withLocalCopy(key, async (file) => readFile(file, 'utf8'));
    expect(seen).toBe('docx bytes');
  });

  it('says which object is missing, and removing a missing one is no error', async () => {
    const key = store.newKey('homeworks/4', 'png');
    await expect(store.get(key)).rejects.toBeInstanceOf(MissingObjectError);
    await expect(store.read(key)).rejects.toBeInstanceOf(MissingObjectError);
    await expect(store.withLocalCopy(key, async () => 1)).rejects.toBeInstanceOf(
      MissingObjectError,
    );
    await expect(store.remove(key)).resolves.toBeUndefined();
  });

  it('removes one object, or a whole folder of them and nothing beside it', async () => {
    const keep = store.newKey('pages/10', 'png');
    const pages = [store.newKey('pages/1', 'png'), store.newKey('pages/1', 'png')];
    for (const key of [keep, ...pages]) await store.write(key, Buffer.from(key));
    expect(await store.list('pages/1')).toEqual([...pages].sort());
    await store.remove(pages[0]!);
    expect(await store.list('pages/1')).toEqual([pages[1]]);
    await store.removeFolder('pages/1');
    expect(await store.list('pages/1')).toEqual([]);
    expect(await store.list('pages/10')).toEqual([keep]);
  });

  it('refuses keys that could leave the store', async () => {
    await expect(store.write('../outside.txt', Buffer.from('x'))).rejects.toThrow(
      /bad storage key/,
    );
    await expect(store.read('pages/../../etc/passwd')).rejects.toThrow(/bad storage key/);
  });
});

/**
 * A relay in front of the S3-protocol server that cuts the first `drops` connections carrying an
 * upload (a PUT) once a few bytes have passed, as a load balancer or a busy store does.
 */
async function droppingRelay(target: URL, drops: number): Promise<{ url: string; server: Server }> {
  let left = drops;
  const server = createServer((client: Socket) => {
    const upstream = createConnection(Number(target.port), target.hostname);
    let seen = 0;
    client.on('data', (chunk: Buffer) => {
      if (seen === 0 && left > 0 && chunk.subarray(0, 4).toString() === 'PUT ') {
        left -= 1;
        seen = -1;
      }
      if (seen === -1) {
        client.destroy();
        upstream.destroy();
        return;
      }
      seen += chunk.length;
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => client.write(chunk));
    for (const socket of [client, upstream]) {
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
      socket.on('close', () => (socket === client ? upstream : client).end());
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, server };
}

describe('file store on an S3-compatible bucket whose connection drops', () => {
  it('sends a moved-in temporary file again with a fresh stream, and it lands whole', async () => {
    const relay = await droppingRelay(new URL(s3.env.S3_ENDPOINT!), 2);
    try {
      const config = readApiConfig({ DATA_DIR: dataDir, ...s3.env, S3_ENDPOINT: relay.url });
      const temp = createTempFiles(config.tmpDir);
      const store = await openFileStore(config, temp);
      const file = temp.path('upload');
      const bytes = Buffer.alloc(300_000, '作文');
      await writeFile(file, bytes);
      const key = store.newKey('homeworks/3', 'pdf');
      await store.putFile(key, file);
      expect((await store.read(key)).equals(bytes)).toBe(true);
      await expect(stat(file)).rejects.toThrow(/ENOENT/);
    } finally {
      relay.server.close();
    }
  });
});
