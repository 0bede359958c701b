import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict.js';
import { WordTable } from './word-table.ts';

let jieba: Jieba | null = null;
let idf: WordTable | null = null;

/** Word segmentation of Simplified text (HMM off: stable and faster). */
export function cutWords(simplified: string): string[] {
  jieba ??= Jieba.withDict(dict);
  return jieba.cut(simplified, false);
}

export interface TaggedWord {
  word: string;
  tag: string;
}

/**
 * The texts tagged last and their tags: the mechanics and the features read the same essay's tags
 * (issue 30), and jieba costs about a millisecond per 600 characters.
 */
const tagged = new Map<string, readonly TaggedWord[]>();
const TAGGINGS_KEPT = 4;

/** Words with part-of-speech tags (nr person names, i idioms, a adjectives...). */
export function tagWords(simplified: string): readonly TaggedWord[] {
  let out = tagged.get(simplified);
  if (out === undefined) {
    jieba ??= Jieba.withDict(dict);
    out = jieba.tag(simplified, false);
    if (tagged.size >= TAGGINGS_KEPT) tagged.delete(tagged.keys().next().value!);
  } else {
    tagged.delete(simplified); // most recently used last
  }
  tagged.set(simplified, out);
  return out;
}

/**
 * Inverse document frequencies shipped with @node-rs/jieba: a word-rarity scale used for
 * vocabulary sophistication. Read from the installed package, nothing is downloaded.
 */
export function wordIdf(): WordTable {
  if (idf) return idf;
  const require = createRequire(import.meta.url);
  const file = require.resolve('@node-rs/jieba/package.json').replace(/package\.json$/, 'idf.txt');
  const entries: [string, number][] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const sp = line.lastIndexOf(' ');
    if (sp > 0) entries.push([line.slice(0, sp), Number(line.slice(sp + 1))]);
  }
  idf = new WordTable(entries);
  return idf;
}
