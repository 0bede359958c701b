/** The request never got an answer (server down, network lost). */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('Network request failed', { cause });
    this.name = 'NetworkError';
  }
}

/** A non-2xx answer from the product API; `serverMessage` is its `error` field. */
export class ApiHttpError extends Error {
  readonly status: number;
  readonly serverMessage: string | undefined;
  readonly code: string | undefined;
  /** The values of the code's message (file name, points needed …). */
  readonly details: Readonly<Record<string, unknown>>;
  constructor(
    status: number,
    serverMessage: string | undefined,
    code: string | undefined,
    details: Readonly<Record<string, unknown>> = {},
  ) {
    super(serverMessage ?? `HTTP ${status}`);
    this.name = 'ApiHttpError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.code = code;
    this.details = details;
  }
}

/** The account service refused the token; the client has already sent the browser to /login. */
export class UnauthorizedError extends Error {
  constructor() {
    super('Unauthorised');
    this.name = 'UnauthorizedError';
  }
}

/** An account answer with `state: false` or a non-2xx status; `serverMessage` is its `message`. */
export class AccountError extends Error {
  readonly serverMessage: string | undefined;
  readonly status: number;
  constructor(status: number, serverMessage: string | undefined) {
    super(serverMessage ?? `Account service error (${status})`);
    this.name = 'AccountError';
    this.status = status;
    this.serverMessage = serverMessage;
  }
}
