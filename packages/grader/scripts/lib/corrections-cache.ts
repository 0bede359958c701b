import { createHash } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Correction } from '@essay/contracts';
import { findCorrections } from '../../src/mechanics/index.ts';

/**
 * Mechanics corrections are the slow part of featurising a data set; they are cached per essay
 * text in the OS temp dir (outside the repo), keyed by the list of mechanics source files (edits
 * inside a file do not invalidate it: delete $TMPDIR/essay-grader-cache to refresh).
 */
function mechanicsStamp(): string {
  const root = new URL('../../src/mechanics/', import.meta.url).pathname;
  const h = createHash('sha1');
  const walk = (dir: string): void => {
    for (const f of readdirSync(dir).sort()) {
      const p = join(dir, f);
      const st = statSync(p);
      if (st.isDirectory()) walk(p);
      else h.update(`${p}\n`);
    }
  };
  walk(root);
  return h.digest('hex').slice(0, 12);
}

let memo: Map<string, Correction[]> | null = null;
let file = '';

function load(): Map<string, Correction[]> {
  if (memo) return memo;
  const dir = join(tmpdir(), 'essay-grader-cache');
  mkdirSync(dir, { recursive: true });
  file = join(dir, `corrections-${mechanicsStamp()}.jsonl`);
  memo = new Map();
  if (existsSync(file))
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (!line) continue;
      const { k, c } = JSON.parse(line) as { k: string; c: Correction[] };
      memo.set(k, c);
    }
  return memo;
}

export async function cachedCorrections(text: string, lang: 'zh' | 'en'): Promise<Correction[]> {
  const m = load();
  const k = createHash('sha1').update(`${lang}\u0000${text}`).digest('hex');
  const hit = m.get(k);
  if (hit) return hit;
  const c = await findCorrections(text, lang);
  m.set(k, c);
  appendFileSync(file, `${JSON.stringify({ k, c })}\n`);
  return c;
}
