import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { AppError } from '@essay/contracts';
import type { Db } from '@essay/db';

/** Download links that work in <img src> and <a href>, where no Authorization header is sent. */
export interface UrlSigner {
  sign(path: string, ttlSeconds?: number): string;
  verify(path: string, query: { exp?: string; sig?: string }): void;
}

export async function loadUrlSigner(db: Db): Promise<UrlSigner> {
  await db.query('INSERT INTO api.server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    'url_signing',
    randomBytes(32).toString('hex'),
  ]);
  const [row] = await db.query<{ value: string }>("SELECT value FROM api.server_secrets WHERE name = 'url_signing'");
  const key = Buffer.from(row!.value, 'hex');
  const mac = (path: string, exp: string) => createHmac('sha256', key).update(`${path}\n${exp}`).digest('base64url');
  return {
    sign(path, ttlSeconds = 6 * 3600) {
      const exp = String(Math.floor(Date.now() / 1000) + ttlSeconds);
      return `${path}?exp=${exp}&sig=${mac(path, exp)}`;
    },
    verify(path, query) {
      const { exp, sig } = query;
      const valid =
        typeof exp === 'string' &&
        typeof sig === 'string' &&
        Number(exp) * 1000 > Date.now() &&
        sig.length === 43 &&
        timingSafeEqual(Buffer.from(sig), Buffer.from(mac(path, exp)));
      if (!valid) throw new AppError('not_found', 'Not found');
    },
  };
}
