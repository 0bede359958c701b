import { createHash } from 'node:crypto';
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Correction } from '@essay/contracts';
import { findCorrections } from '../../src/mechanics/index.ts';

/**
 * Mechanics corrections are the slow part of featurising a data set; they are cached per essay
 * text in the OS temp dir (outside the repo), one file per language, keyed by the contents of the
 * mechanics source and model files that language runs (Chinese: all but en/; English: all but
 * zh/), so a change to the Chinese checker leaves the English cache (Harper: minutes) valid.
 */
function mechanicsStamp(lang: 'zh' | 'en'): string {
  const root = new URL('../../src/mechanics/', import.meta.url).pathname;
  const skip = join(root, lang === 'zh' ? 'en' : 'zh');
  const h = createHash('sha1');
  const walk = (dir: string): void => {
    for (const f of readdirSync(dir).sort()) {
      const p = join(dir, f);
      if (p === skip) continue;
      if (statSync(p).isDirectory()) walk(p);
      else h.update(`${p.slice(root.length)}\n`).update(readFileSync(p));
    }
  };
  walk(root);
  return h.digest('hex').slice(0, 12);
}

interface Cache {
  memo: Map<string, Correction[]>;
  file: string;
}
const caches = new Map<'zh' | 'en', Cache>();

function load(lang: 'zh' | 'en'): Cache {
  const known = caches.get(lang);
  if (known) return known;
  const dir = join(tmpdir(), 'essay-grader-cache');
  mkdirSync(dir, { recursive: true });
  const cache: Cache = {
    memo: new Map(),
    file: join(dir, `corrections-${lang}-${mechanicsStamp(lang)}.jsonl`),
  };
  if (existsSync(cache.file))
    for (const line of readFileSync(cache.file, 'utf8').split('\n')) {
      if (!line) continue;
      const { k, c } = JSON.parse(line) as { k: string; c: Correction[] };
      cache.memo.set(k, c);
    }
  caches.set(lang, cache);
  return cache;
}

export async function cachedCorrections(text: string, lang: 'zh' | 'en'): Promise<Correction[]> {
  const { memo, file } = load(lang);
  const k = createHash('sha1').update(`${lang}\u0000${text}`).digest('hex');
  const hit = memo.get(k);
  if (hit) return hit;
  const c = await findCorrections(text, lang);
  memo.set(k, c);
  appendFileSync(file, `${JSON.stringify({ k, c })}\n`);
  return c;
}
