import { afterEach, describe, expect, it } from 'vitest';
import {
  ChatError,
  costOf,
  createChatClient,
  jsonOfAnswer,
  retryAfterMs,
  type ChatServerSettings,
} from '../src/chat-completions.ts';
import { answer, startChatServer, type ChatServer, type Reply } from './chat-server.ts';

let server: ChatServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function setUp(replies: (n: number) => Reply, settings: Partial<ChatServerSettings> = {}) {
  server = await startChatServer((request) => replies(request.n));
  const waits: number[] = [];
  const client = createChatClient(
    {
      baseUrl: server.baseUrl,
      apiKey: 'sk-test',
      timeoutMs: 5000,
      maxAttempts: 3,
      concurrency: 2,
      backoffMs: 10,
      ...settings,
    },
    { fetch: globalThis.fetch, sleep: async (ms) => void waits.push(ms) },
  );
  return { client, waits, server };
}

const ask = { model: 'm', messages: [{ role: 'user' as const, content: 'hi' }] };

describe('chat-completions client', () => {
  it('sends the model, messages, key and JSON-schema format, and reads the answer and its tokens', async () => {
    const { client, server } = await setUp(() =>
      answer('{"a":1}', { prompt_tokens: 12, completion_tokens: 3 }),
    );
    const got = await client.complete({
      ...ask,
      responseFormat: {
        type: 'json_schema',
        json_schema: { name: 'x', schema: { type: 'object' } },
      },
    });
    expect(got).toEqual({ content: '{"a":1}', usage: { inputTokens: 12, outputTokens: 3 } });
    expect(server.requests[0]!.headers.authorization).toBe('Bearer sk-test');
    expect(server.requests[0]!.body).toMatchObject({
      model: 'm',
      messages: ask.messages,
      temperature: 0,
      response_format: { type: 'json_schema' },
    });
  });

  it('asks again in JSON mode when the server refuses the JSON-schema format', async () => {
    const { client, server } = await setUp((n) =>
      n === 1
        ? { kind: 'status', status: 400, body: '{"error":"response_format not supported"}' }
        : answer('{}'),
    );
    await client.complete({
      ...ask,
      responseFormat: { type: 'json_schema', json_schema: { name: 'x', schema: {} } },
    });
    expect(server.requests.map((r) => r.body.response_format?.type)).toEqual([
      'json_schema',
      'json_object',
    ]);
  });

  it('waits what a 429 asks (Retry-After) and then succeeds', async () => {
    const { client, waits, server } = await setUp((n) =>
      n === 1 ? { kind: 'status', status: 429, headers: { 'retry-after': '2' } } : answer('ok'),
    );
    expect((await client.complete(ask)).content).toBe('ok');
    expect(waits).toEqual([2000]);
    expect(server.requests).toHaveLength(2);
  });

  it('gives up at once when a 429 asks for a longer wait than allowed', async () => {
    const { client, server } = await setUp(() => ({
      kind: 'status',
      status: 429,
      headers: { 'retry-after': '3600' },
    }));
    await expect(client.complete(ask)).rejects.toMatchObject({ kind: 'rate_limited' });
    expect(server.requests).toHaveLength(1);
  });

  it('retries 5xx with a doubling backoff, at most maxAttempts times', async () => {
    const { client, waits, server } = await setUp(() => ({ kind: 'status', status: 503 }));
    const error = await client.complete(ask).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChatError);
    expect((error as ChatError).kind).toBe('server');
    expect(server.requests).toHaveLength(3);
    expect(waits).toEqual([10, 20]);
  });

  it('recovers from one 5xx', async () => {
    const { client, server } = await setUp((n) =>
      n === 1 ? { kind: 'status', status: 502 } : answer('fine'),
    );
    expect((await client.complete(ask)).content).toBe('fine');
    expect(server.requests).toHaveLength(2);
  });

  it('times out a server that does not answer, each attempt', async () => {
    const { client, server } = await setUp(() => ({ kind: 'hang' }), {
      timeoutMs: 150,
      maxAttempts: 2,
    });
    await expect(client.complete(ask)).rejects.toMatchObject({ kind: 'timeout' });
    expect(server.requests).toHaveLength(2);
  });

  it('does not retry a refused request (4xx) or start an attempt past the deadline', async () => {
    const refused = await setUp(() => ({ kind: 'status', status: 401 }));
    await expect(refused.client.complete(ask)).rejects.toMatchObject({ kind: 'refused' });
    expect(refused.server.requests).toHaveLength(1);
    await refused.server.close();
    const late = await setUp(() => answer('never'));
    await expect(late.client.complete({ ...ask, deadline: Date.now() - 1 })).rejects.toMatchObject({
      kind: 'timeout',
    });
    expect(late.server.requests).toHaveLength(0);
  });

  it('reads JSON in plain answers, Retry-After dates, and prices per 1,000 tokens', () => {
    expect(jsonOfAnswer('Here you are:\n```json\n{"level": 4}\n```')).toEqual({ level: 4 });
    expect(() => jsonOfAnswer('no json here')).toThrow();
    expect(
      retryAfterMs('Thu, 01 Jan 2026 00:00:05 GMT', Date.parse('Thu, 01 Jan 2026 00:00:00 GMT')),
    ).toBe(5000);
    expect(retryAfterMs(null, 0)).toBeNull();
    expect(
      costOf({ inputTokens: 2000, outputTokens: 500 }, { inputPer1k: 0.01, outputPer1k: 0.03 }),
    ).toBeCloseTo(0.035);
  });
});
