import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The tests' own chat-completions server (OpenAI-compatible, on 127.0.0.1): every request is
 * recorded, and `reply` decides each answer. Nothing here reaches a network.
 */
export interface RecordedRequest {
  n: number;
  /** The path asked for (always /v1/chat/completions once recorded). */
  url: string;
  headers: IncomingMessage['headers'];
  body: Record<string, any>;
  /** The whole request body as text: what a test searches for things that must not be sent. */
  raw: string;
}

export type Reply =
  | {
      kind: 'answer';
      content: string;
      usage?: { prompt_tokens: number; completion_tokens: number };
    }
  | { kind: 'status'; status: number; body?: string; headers?: Record<string, string> }
  /** Never answers: the client's timeout ends the request. */
  | { kind: 'hang' };

export interface ChatServer {
  baseUrl: string;
  requests: RecordedRequest[];
  reply: (request: RecordedRequest) => Reply | Promise<Reply>;
  close(): Promise<void>;
}

export const answer = (
  content: string,
  usage = { prompt_tokens: 1000, completion_tokens: 200 },
): Reply => ({ kind: 'answer', content, usage });

export function completion(
  content: string,
  usage: { prompt_tokens: number; completion_tokens: number } = {
    prompt_tokens: 1000,
    completion_tokens: 200,
  },
) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 0,
    model: 'test-model',
    choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
    usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
  };
}

export async function startChatServer(reply: ChatServer['reply']): Promise<ChatServer> {
  const hanging = new Set<ServerResponse>();
  const state: ChatServer = { baseUrl: '', requests: [], reply, close: async () => {} };
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404).end();
      return;
    }
    const request: RecordedRequest = {
      n: state.requests.length + 1,
      url: req.url ?? '',
      headers: req.headers,
      body: JSON.parse(raw),
      raw,
    };
    state.requests.push(request);
    const r = await state.reply(request);
    if (r.kind === 'hang') {
      hanging.add(res);
      res.on('close', () => hanging.delete(res));
      return;
    }
    if (r.kind === 'status') {
      res
        .writeHead(r.status, { 'content-type': 'application/json', ...r.headers })
        .end(r.body ?? '{"error":{"message":"test"}}');
      return;
    }
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify(completion(r.content, r.usage)));
  };
  const server = createServer((req, res) => {
    handle(req, res).catch(() => res.writeHead(400).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  state.close = async () => {
    for (const res of hanging) res.destroy();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return state;
}
