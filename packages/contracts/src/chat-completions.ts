import { z } from 'zod';

/**
 * The OpenAI-compatible chat-completions protocol (llama.cpp server, Ollama, vLLM, cloud
 * providers), used by the optional model engines: the correction engine `llm` and the OCR engine
 * `llm-vision`. Pure: the HTTP call is an injected fetch-like function, the waits an injected sleep.
 */

export type ChatContentPart =
  { type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } };
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string | ChatContentPart[];
}

export type ChatResponseFormat =
  | { type: 'json_object' }
  | { type: 'json_schema'; json_schema: { name: string; schema: unknown; strict?: boolean } };

export interface ChatRequest {
  model: string;
  messages: ChatMessage[];
  responseFormat?: ChatResponseFormat;
  maxTokens?: number;
  /** Epoch ms after which no attempt starts and a running one is cut short. */
  deadline?: number;
}

export interface ChatUsage {
  inputTokens: number;
  outputTokens: number;
}

export interface ChatAnswer {
  content: string;
  usage: ChatUsage;
}

export type ChatErrorKind =
  'timeout' | 'rate_limited' | 'server' | 'network' | 'refused' | 'bad_answer';

/** A request that did not give an answer after the bounded retries (or cannot succeed). */
export class ChatError extends Error {
  readonly kind: ChatErrorKind;
  constructor(kind: ChatErrorKind, message: string) {
    super(message);
    this.name = 'ChatError';
    this.kind = kind;
  }
}

export function isChatError(error: unknown): error is ChatError {
  return error instanceof ChatError;
}

/** The part of fetch the client uses: a test or the worker thread passes globalThis.fetch. */
export type FetchLike = (
  url: string,
  init: { method: 'POST'; headers: Record<string, string>; body: string; signal: AbortSignal },
) => Promise<{
  status: number;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
}>;

export interface ChatServerSettings {
  /** e.g. http://127.0.0.1:8080/v1 — `/chat/completions` is appended. */
  baseUrl: string;
  apiKey?: string;
  /** Per attempt. */
  timeoutMs: number;
  /** Attempts per request for timeouts, 429 and 5xx (the first one included). */
  maxAttempts: number;
  /** Requests in flight at once from this client. */
  concurrency: number;
  /** First backoff after a 5xx, timeout or network error; doubled each time. */
  backoffMs: number;
}

export interface ChatClient {
  complete(request: ChatRequest): Promise<ChatAnswer>;
}

const ChatResponseSchema = z.object({
  choices: z
    .array(z.object({ message: z.object({ content: z.string().nullable().optional() }) }))
    .min(1),
  usage: z
    .object({
      prompt_tokens: z.number().int().min(0).optional(),
      completion_tokens: z.number().int().min(0).optional(),
    })
    .nullish(),
});

/** Longest wait a 429's Retry-After may ask for; a longer one ends the request. */
export const MAX_RETRY_AFTER_MS = 60_000;

/** Retry-After in seconds or as an HTTP date; null when absent or unreadable. */
export function retryAfterMs(value: string | null, now: number): number | null {
  if (!value) return null;
  const seconds = Number(value.trim());
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

function limiter(concurrency: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    if (running >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A chat-completions client with the failure handling of issue 14: each attempt has a timeout;
 * 429 waits the server's Retry-After, 5xx, timeouts and network errors back off (doubling); at
 * most `maxAttempts` attempts and never past the request's deadline. Other 4xx are not retried,
 * except that a server refusing the JSON-schema response format is asked once more in JSON mode.
 */
export function createChatClient(
  settings: ChatServerSettings,
  deps: { fetch: FetchLike; sleep?: (ms: number) => Promise<void>; now?: () => number },
): ChatClient {
  const sleep = deps.sleep ?? realSleep;
  const now = deps.now ?? Date.now;
  const url = `${settings.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const limit = limiter(Math.max(1, settings.concurrency));
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (settings.apiKey) headers.authorization = `Bearer ${settings.apiKey}`;

  const attempt = async (
    body: string,
    deadline: number,
  ): Promise<{ status: number; retryAfter: string | null; text: string }> => {
    const controller = new AbortController();
    const timeout = Math.min(settings.timeoutMs, deadline - now());
    const timer = setTimeout(() => controller.abort(), Math.max(1, timeout));
    try {
      const response = await deps.fetch(url, {
        method: 'POST',
        headers,
        body,
        signal: controller.signal,
      });
      return {
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
        text: await response.text(),
      };
    } catch (error) {
      if (controller.signal.aborted)
        throw new ChatError(
          'timeout',
          `The model server did not answer within ${Math.round(timeout / 1000)} s`,
        );
      throw new ChatError(
        'network',
        `The model server could not be reached: ${error instanceof Error ? error.message : String(error)}`,
      );
    } finally {
      clearTimeout(timer);
    }
  };

  const send = async (request: ChatRequest): Promise<ChatAnswer> => {
    const deadline = request.deadline ?? Number.POSITIVE_INFINITY;
    let format = request.responseFormat;
    let lastError = new ChatError('timeout', 'No time was left to ask the model server');
    let backoff = settings.backoffMs;
    for (let n = 1; n <= settings.maxAttempts && now() < deadline; n += 1) {
      const body = JSON.stringify({
        model: request.model,
        messages: request.messages,
        temperature: 0,
        stream: false,
        ...(request.maxTokens ? { max_tokens: request.maxTokens } : {}),
        ...(format ? { response_format: format } : {}),
      });
      let wait = backoff;
      try {
        const answer = await attempt(body, deadline);
        if (answer.status === 200) return parseAnswer(answer.text);
        if (answer.status === 400 && format?.type === 'json_schema') {
          // No JSON-schema support: the same question in JSON mode, not counted as an attempt.
          format = { type: 'json_object' };
          n -= 1;
          continue;
        }
        if (answer.status === 429) {
          const asked = retryAfterMs(answer.retryAfter, now());
          if (asked !== null && asked > MAX_RETRY_AFTER_MS)
            throw new ChatError(
              'rate_limited',
              `The model server asked to wait ${Math.round(asked / 1000)} s`,
            );
          lastError = new ChatError('rate_limited', 'The model server is busy (429)');
          wait = asked ?? backoff;
        } else if (answer.status >= 500) {
          lastError = new ChatError('server', `The model server failed (${answer.status})`);
        } else {
          throw new ChatError(
            'refused',
            `The model server refused the request (${answer.status}): ${answer.text.slice(0, 200)}`,
          );
        }
      } catch (error) {
        if (
          !isChatError(error) ||
          error.kind === 'refused' ||
          error.kind === 'rate_limited' ||
          error.kind === 'bad_answer'
        )
          throw error;
        lastError = error;
      }
      if (n >= settings.maxAttempts || now() + wait >= deadline) break;
      await sleep(wait);
      backoff *= 2;
    }
    throw lastError;
  };

  return { complete: (request) => limit(() => send(request)) };
}

function parseAnswer(text: string): ChatAnswer {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ChatError(
      'bad_answer',
      'The model server answered something that is not a chat completion',
    );
  }
  const parsed = ChatResponseSchema.safeParse(json);
  if (!parsed.success)
    throw new ChatError(
      'bad_answer',
      'The model server answered something that is not a chat completion',
    );
  return {
    content: parsed.data.choices[0]!.message.content ?? '',
    usage: {
      inputTokens: parsed.data.usage?.prompt_tokens ?? 0,
      outputTokens: parsed.data.usage?.completion_tokens ?? 0,
    },
  };
}

/** The JSON object of a model's answer: the whole text, or the first {...} in it (plain mode may wrap it in prose or a code fence). */
export function jsonOfAnswer(content: string): unknown {
  const trimmed = content.trim();
  try {
    return JSON.parse(trimmed);
  } catch {
    const start = trimmed.indexOf('{');
    const end = trimmed.lastIndexOf('}');
    if (start < 0 || end <= start) throw new SyntaxError('The answer holds no JSON object');
    return JSON.parse(trimmed.slice(start, end + 1));
  }
}

/** Cost of some tokens at prices per 1,000 input and output tokens. */
export function costOf(
  usage: ChatUsage,
  prices: { inputPer1k: number; outputPer1k: number },
): number {
  return (
    (usage.inputTokens / 1000) * prices.inputPer1k +
    (usage.outputTokens / 1000) * prices.outputPer1k
  );
}
