import { AppError } from '@essay/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';

const GENERIC = 'An error occurred. Please try again later.';

/** The only place product API errors become answers: `{ "error": "…", "code": "…" }`. */
export function registerApiErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      // `details` are the values the web app's message for the code shows (file name, points, …).
      return reply.status(error.status).send({
        error: error.message,
        code: error.code,
        ...(error.details ? { details: error.details } : {}),
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'product API failure');
      return reply.status(500).send({ error: GENERIC, code: 'internal' });
    }
    const code =
      status === 413 ? 'too_large' : status === 415 ? 'unsupported_type' : 'invalid_input';
    return reply.status(status).send({ error: error.message, code });
  });
  app.setNotFoundHandler((_request, reply) =>
    reply.status(404).send({ error: 'Not found', code: 'not_found' }),
  );
}
