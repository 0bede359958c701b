import { accountAnswerSchema, accountRowsSchema } from '@essay/contracts';
import { z } from 'zod';
import { goToLogin } from '../navigation.ts';
import { clearSession, getToken } from '../storage.ts';
import { AccountError, NetworkError, UnauthorizedError } from './http-errors.ts';
import { authHeaders, readJson } from './read-json.ts';

export type FormFields = Record<string, string | number | undefined>;

export interface AccountRequestOptions {
  method?: 'GET' | 'POST';
  /** Sent form-encoded. */
  fields?: FormFields;
  /** Sent as multipart instead of `fields` (profile save with an avatar). */
  formData?: FormData;
  query?: Record<string, string | number>;
  /** Signing out with a dead token is still a sign-out: skip the /login redirect. */
  ignoreUnauthorized?: boolean;
}

function toSearchParams(fields: FormFields): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) params.append(key, String(value));
  }
  return params;
}

/**
 * Account service client (form-encoded bodies). Its 401 rule: forget the token and go to /login,
 * which forwards to the account sign-in page (docs/decisions/0005-web-401-rules.md).
 */
export async function accountRequest<S extends z.ZodType>(
  path: string,
  schema: S,
  options: AccountRequestOptions = {},
): Promise<z.output<S>> {
  const query = options.query ? `?${toSearchParams(options.query).toString()}` : '';
  const method = options.method ?? 'POST';
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...authHeaders(getToken()),
  };
  let body: BodyInit | null = null;
  if (options.formData) body = options.formData;
  else if (method === 'POST') {
    headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
    body = toSearchParams(options.fields ?? {});
  }
  let response: Response;
  try {
    response = await fetch(`/account${path}${query}`, { method, headers, body });
  } catch (cause) {
    throw new NetworkError(cause);
  }
  if (response.status === 401) {
    clearSession();
    if (!options.ignoreUnauthorized) goToLogin();
    throw new UnauthorizedError();
  }
  const payload = await readJson(response);
  if (response.status < 200 || response.status > 299) {
    throw new AccountError(response.status, messageOf(payload));
  }
  return schema.parse(payload);
}

function messageOf(payload: unknown): string | undefined {
  if (typeof payload === 'object' && payload !== null && 'message' in payload) {
    const message = (payload as { message: unknown }).message;
    if (typeof message === 'string' && message.length > 0) return message;
  }
  return undefined;
}

/** Turns `state: false` into an AccountError carrying the server's message. */
export function requireState<A extends { state: boolean; message?: string | undefined }>(
  answer: A,
): A {
  if (!answer.state) throw new AccountError(200, answer.message);
  return answer;
}

/** An answer that must carry one record (`data`): a refusal or a missing record is an AccountError. */
export function requireData<D>(answer: {
  state: boolean;
  message?: string | undefined;
  data?: D | null | undefined;
}): D {
  if (!answer.state || !answer.data) throw new AccountError(200, answer.message);
  return answer.data;
}

const PlainAnswerSchema = accountAnswerSchema(z.unknown());

/** A call made for its effect: it succeeds when the answer's state is true. */
export async function accountCommand(path: string, options?: AccountRequestOptions): Promise<void> {
  requireState(await accountRequest(path, PlainAnswerSchema, options));
}

/** A call whose answer must carry one record (`data`), parsed with `data`. */
export async function accountRecord<S extends z.ZodType>(
  path: string,
  data: S,
  options?: AccountRequestOptions,
): Promise<z.output<S>> {
  return requireData(await accountRequest(path, accountAnswerSchema(data), options));
}

/** A list call: its rows (none when the answer has none), each parsed with `row`. */
export async function accountRows<S extends z.ZodType>(
  path: string,
  row: S,
  options?: AccountRequestOptions,
): Promise<z.output<S>[]> {
  const answer = requireState(await accountRequest(path, accountRowsSchema(row), options));
  return (answer.rows ?? []) as z.output<S>[];
}
