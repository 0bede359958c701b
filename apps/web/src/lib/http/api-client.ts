import { ApiErrorSchema } from '@essay/contracts';
import type { z } from 'zod';
import { getToken } from '../storage.ts';
import { ApiHttpError, NetworkError } from './http-errors.ts';
import { authHeaders, readJson } from './read-json.ts';

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions {
  method?: ApiMethod;
  /** JSON-serialised unless it is FormData (multipart uploads). */
  body?: unknown;
}

/**
 * Product API client: JSON, bearer token, only 2xx counts as success, and every answer is
 * parsed with its contract schema (never cast).
 */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  schema: S,
  options: ApiRequestOptions = {},
): Promise<z.output<S>> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...authHeaders(getToken()),
  };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: body ?? null,
    });
  } catch (cause) {
    throw new NetworkError(cause);
  }
  const payload = await readJson(response);
  if (response.status < 200 || response.status > 299) {
    const error = ApiErrorSchema.safeParse(payload);
    throw new ApiHttpError(
      response.status,
      error.success ? error.data.error : undefined,
      error.success ? error.data.code : undefined,
      error.success ? error.data.details : undefined,
    );
  }
  return schema.parse(payload);
}

/** A product API answer as a file (CSV exports): same token and error rules as `apiRequest`. */
export async function apiBlob(path: string): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, { headers: authHeaders(getToken()) });
  } catch (cause) {
    throw new NetworkError(cause);
  }
  if (response.status < 200 || response.status > 299) {
    const error = ApiErrorSchema.safeParse(await readJson(response));
    throw new ApiHttpError(
      response.status,
      error.success ? error.data.error : undefined,
      error.success ? error.data.code : undefined,
    );
  }
  return response.blob();
}
