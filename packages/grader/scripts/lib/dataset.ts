import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/** The common jsonl format of /work/shared/data/README.md. */
export const EssayRecordSchema = z.object({
  id: z.string(),
  dataset: z.string().optional(),
  prompt_id: z.string(),
  lang: z.enum(['zh', 'en']),
  prompt: z.string().default(''),
  title: z.string().optional(),
  text: z.string(),
  score: z.number(),
  score_min: z.number(),
  score_max: z.number(),
  traits: z.record(z.string(), z.number().nullable()).optional(),
});
export type EssayRecord = z.infer<typeof EssayRecordSchema>;

export function readJsonl(file: string): EssayRecord[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l, i) => {
      const r = EssayRecordSchema.safeParse(JSON.parse(l));
      if (!r.success) throw new Error(`${file}:${i + 1}: ${r.error.message}`);
      return r.data;
    });
}

/** nea fold ids ("1") match essay ids by their last dash-separated part ("asap-1"). */
export function readFoldTestIds(dir: string): Set<string>[] {
  const out: Set<string>[] = [];
  for (let f = 0; existsSync(join(dir, `fold_${f}`)); f++) {
    const ids = readFileSync(join(dir, `fold_${f}`, 'test_ids.txt'), 'utf8')
      .split(/\s+/)
      .filter(Boolean);
    out.push(new Set(ids));
  }
  return out;
}

export const foldKey = (id: string): string => id.slice(id.lastIndexOf('-') + 1);

export function groupBy<T>(xs: readonly T[], key: (x: T) => string): Map<string, T[]> {
  const m = new Map<string, T[]>();
  for (const x of xs) {
    const k = key(x);
    const arr = m.get(k);
    if (arr) arr.push(x);
    else m.set(k, [x]);
  }
  return m;
}

/** Default data root: ../shared/data relative to the repo root (never copied into the repo). */
export const DATA_ROOT = new URL('../../../../../shared/data/', import.meta.url).pathname;

/** Classmates the product would pass an essay (`peerEssays`): the first 20 other essays of its group. */
export const classmatesIn = (group: readonly EssayRecord[], r: EssayRecord): string[] =>
  group
    .filter((x) => x !== r)
    .slice(0, 20)
    .map((x) => x.text);
