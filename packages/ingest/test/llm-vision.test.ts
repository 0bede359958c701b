import { afterEach, describe, expect, it } from 'vitest';
import {
  createExtractor,
  parseTranscription,
  TRANSCRIBE_INSTRUCTION,
  type Extractor,
  type VisionSettings,
} from '../src/index.ts';
import {
  answer,
  startChatServer,
  type ChatServer,
  type Reply,
} from '../../contracts/test/chat-server.ts';
import { fixture } from './fixtures.ts';

describe('parseTranscription', () => {
  it("joins a paragraph's lines, keeps paragraphs, and gives the marked characters as spans of the text", () => {
    const got = parseTranscription(
      '今天[?天]氣很好，\n我們去公園散步。\n\n第二段有一個看不清的字[?]。\nIt was\nfun.',
    );
    expect(got.text).toBe('今天天氣很好，我們去公園散步。\n\n第二段有一個看不清的字□。It was fun.');
    expect(got.uncertain).toEqual([
      { start: 2, end: 3 },
      { start: 28, end: 29 },
    ]);
    expect(got.uncertain.map((u) => got.text.slice(u.start, u.end))).toEqual(['天', '□']);
  });

  it('makes one span of neighbouring marked characters, across a line break too; punctuation is not marked', () => {
    const got = parseTranscription('我們[?去][?公]園散[?步]\n[?後]來[?。]');
    expect(got.text).toBe('我們去公園散步後來。');
    expect(got.uncertain).toEqual([
      { start: 2, end: 4 },
      { start: 6, end: 8 },
    ]);
  });
});

let server: ChatServer | undefined;
let extractor: Extractor | undefined;
afterEach(async () => {
  await extractor?.close();
  await server?.close();
  server = extractor = undefined;
});

async function visionExtractor(reply: (n: number) => Reply): Promise<Extractor> {
  server = await startChatServer((r) => reply(r.n));
  const vision: VisionSettings = {
    baseUrl: server.baseUrl,
    apiKey: 'sk-vision',
    model: 'vision-model',
    timeoutMs: 5000,
    maxAttempts: 2,
    backoffMs: 5,
    concurrency: 1,
  };
  extractor = createExtractor({ vision });
  return extractor;
}

describe('OCR engine llm-vision (in the extraction worker thread)', () => {
  it('sends the page image with the exact-transcription instruction and keeps the unsure characters', async () => {
    const reader = await visionExtractor(() =>
      answer('我最難忘的[?一]件事\n是爬山。', { prompt_tokens: 900, completion_tokens: 40 }),
    );
    const result = await reader.extract(fixture('photo-zh.jpg'), 'jpeg');
    const request = server!.requests[0]!;
    expect(request.body.model).toBe('vision-model');
    expect(request.headers.authorization).toBe('Bearer sk-vision');
    const parts = request.body.messages[1].content as {
      type: string;
      text?: string;
      image_url?: { url: string };
    }[];
    expect(parts[0]).toEqual({ type: 'text', text: TRANSCRIBE_INSTRUCTION });
    const url = parts[1]!.image_url!.url;
    expect(url.startsWith('data:image/png;base64,')).toBe(true);
    const png = Buffer.from(url.slice('data:image/png;base64,'.length), 'base64');
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(Buffer.from(result.pages[0]!.png).equals(png)).toBe(true);
    expect(result.text).toBe('我最難忘的一件事是爬山。');
    expect(result.pages[0]).toMatchObject({
      engine: 'llm-vision',
      note: null,
      uncertain: [{ start: 5, end: 6 }],
      usage: { inputTokens: 900, outputTokens: 40 },
    });
  });

  it('reads a page with tesseract when the vision model cannot, and says so on the page', async () => {
    const reader = await visionExtractor(() => ({ kind: 'status', status: 503 }));
    const result = await reader.extract(fixture('photo-zh.jpg'), 'jpeg');
    expect(server!.requests).toHaveLength(2);
    expect(result.pages[0]).toMatchObject({
      engine: 'tesseract',
      usage: { inputTokens: 0, outputTokens: 0 },
    });
    expect(result.pages[0]!.note).toMatch(
      /^Read by tesseract: the vision model could not read this page \(The model server failed \(503\)\)/,
    );
    expect(result.text).toContain('合歡山');
  });
});
