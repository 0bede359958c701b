import { AppError } from '@essay/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';

/** The only place account errors become answers: `{ state: false, message, code }`. */
export function registerAccountErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.status)
        .send({ state: false, message: error.message, code: error.code });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'account service failure');
      return reply.status(500).send({
        state: false,
        message: 'An error occurred. Please try again later.',
        code: 'internal',
      });
    }
    const code =
      status === 413 ? 'too_large' : status === 415 ? 'unsupported_type' : 'invalid_input';
    return reply.status(status).send({ state: false, message: error.message, code });
  });
  app.setNotFoundHandler((_request, reply) =>
    reply.status(404).send({ state: false, message: 'Not found', code: 'not_found' }),
  );
}
