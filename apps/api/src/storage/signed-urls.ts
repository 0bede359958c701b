import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { AccountClient, Caller } from '@essay/account';
import { AppError } from '@essay/contracts';
import type { Db } from '@essay/db';
import { ensureServerSecret } from './server-secrets.repository.ts';

/** How long a download link works: long enough to open a page and click, short enough to leak little. */
export const LINK_TTL_SECONDS = 15 * 60;

/**
 * Download links that work in <img src> and <a href>, where no Authorization header is sent.
 * A link names one path, expires after LINK_TTL_SECONDS and carries the signed-in session (the
 * bearer token, sealed with AES-256-GCM under a server key, so the link never shows the token);
 * it works only while that session is live, so signing out revokes every link it was given.
 * `bound`: the query parameters that change what the link shows (`pseudonymous=1`), part of the
 * link and of what is signed, so removing or adding one makes the link invalid.
 */
export interface UrlSigner {
  sign(path: string, session: string, bound?: string, ttlSeconds?: number): string;
  /** The link's signed-in caller when the link is genuine, unexpired and its session still live; else 404. */
  verify(path: string, query: { exp?: string; sig?: string }, bound?: string): Promise<Caller>;
}

/** What the seal authenticates: the path, the expiry and the bound parameters (if any). */
function additionalData(path: string, exp: string, bound: string): Buffer {
  return Buffer.from(bound === '' ? `${path}\n${exp}` : `${path}\n${exp}\n${bound}`);
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

export async function loadUrlSigner(db: Db, account: AccountClient): Promise<UrlSigner> {
  const secret = await ensureServerSecret(db, 'url_signing', randomBytes(32).toString('hex'));
  const key = createHash('sha256')
    .update('file-links\n')
    .update(Buffer.from(secret, 'hex'))
    .digest();

  const seal = (path: string, exp: string, bound: string, session: string): string => {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(additionalData(path, exp, bound));
    const sealed = Buffer.concat([cipher.update(session, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
  };
  const open = (path: string, exp: string, bound: string, sig: string): string | null => {
    const bytes = Buffer.from(sig, 'base64url');
    if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES)).setAAD(
        additionalData(path, exp, bound),
      );
      decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
      return Buffer.concat([
        decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      return null; // tampered path, expiry or seal
    }
  };

  return {
    sign(path, session, bound = '', ttlSeconds = LINK_TTL_SECONDS) {
      const exp = String(Math.floor(Date.now() / 1000) + ttlSeconds);
      const extra = bound === '' ? '' : `&${bound}`;
      return `${path}?exp=${exp}&sig=${seal(path, exp, bound, session)}${extra}`;
    },
    async verify(path, query, bound = '') {
      const { exp, sig } = query;
      const notFound = new AppError('not_found', 'Not found');
      if (typeof exp !== 'string' || typeof sig !== 'string' || !(Number(exp) * 1000 > Date.now()))
        throw notFound;
      const session = open(path, exp, bound, sig);
      if (session === null) throw notFound;
      return account.authenticate(session).catch(() => {
        throw notFound;
      });
    },
  };
}
