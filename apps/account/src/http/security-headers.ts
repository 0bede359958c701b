import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The headers every answer carries, registered once on the root instance (the one-process server
 * or the standalone account service). The SPA keeps its token in localStorage, so scripts come
 * from this origin only (Vite's build has no inline script); styles may be inline because the
 * sign-in pages and the toast library inject <style>, which cannot run code. No page may be framed.
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
} as const;

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: { ...CONTENT_SECURITY_POLICY } },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // Schools run this on plain HTTP inside their network too: no HSTS, no forced upgrade.
    strictTransportSecurity: false,
  });
}

const SECRET_PARAMS = /([?&](?:token|code|sig)=)[^&#]*/gi;

/** A URL for the log: the values of `token`, `code` and `sig` (signed links) query parameters are replaced. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

/** Fastify's request serializer, with secrets in the query string redacted. */
export const logSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.hostname,
      remoteAddress: request.ip,
      remotePort: request.socket.remotePort,
    };
  },
};
