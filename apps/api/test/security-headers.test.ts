import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase, type Db } from '@essay/db';
import { readApiConfig } from '../src/config.ts';
import { buildPlatform } from '../src/server.ts';

// The one-process server: the SPA, the product API and the account pages share one set of headers.
let db: Db;
let app: FastifyInstance;
beforeAll(async () => {
  db = await createTestDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'headers-test-'));
  const webDistDir = await mkdtemp(path.join(tmpdir(), 'headers-web-'));
  await writeFile(
    path.join(webDistDir, 'index.html'),
    '<!doctype html><div id="root"></div><script type="module" src="/assets/app.js"></script>',
  );
  const config = { ...readApiConfig({ DATA_DIR: dataDir, SEED_DEMO: '0' }), webDistDir };
  app = (await buildPlatform(db, config, { logger: false, workers: false })).app;
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await db.close();
});

function directives(header: string | undefined): Map<string, string> {
  return new Map(
    (header ?? '')
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => [part.split(/\s+/)[0]!, part.split(/\s+/).slice(1).join(' ')]),
  );
}

describe('security headers', () => {
  it.each(['/', '/main', '/assignment/edit/3'])(
    'the SPA page %s: scripts from this origin only, never framed',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      const csp = directives(res.headers['content-security-policy'] as string);
      expect(csp.get('script-src')).toBe("'self'");
      expect(csp.get('default-src')).toBe("'self'");
      expect(csp.get('object-src')).toBe("'none'");
      expect(csp.get('frame-ancestors')).toBe("'none'");
      expect(csp.get('connect-src')).toBe("'self'");
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    },
  );

  it.each(['/account/login?redirect=/main', '/account/register?lang=zh-tw'])(
    'the account page %s cannot be framed',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(
        directives(res.headers['content-security-policy'] as string).get('frame-ancestors'),
      ).toBe("'none'");
      expect(directives(res.headers['content-security-policy'] as string).get('form-action')).toBe(
        "'self'",
      );
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    },
  );

  it.each([
    ['GET', '/api/product'],
    ['GET', '/api/teacher/homeworks'],
    ['GET', '/account/user/info'],
    ['GET', '/healthz'],
    ['GET', '/assets/missing.js'],
  ])('%s %s is nosniff too, whatever its status', async (method, url) => {
    const res = await app.inject({ method: method as 'GET', url });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set', () => {
    expect(readApiConfig({}).trustProxy).toBe(false);
    expect(readApiConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
    expect(readApiConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });
});
