/**
 * Builds the committed Chinese spelling model (see model/PROVENANCE.md):
 *   npx tsx packages/grader/src/mechanics/zh/build-model.ts [--data ../shared/data/spelling-zh-sighan]
 * Reads SIGHAN *train* sets and the organisers' confusion set only; test sets are never read.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join, resolve } from 'node:path';
import { buildTraditionalLexicon } from './build-lexicon.ts';
import { MODEL_DIR } from './model.ts';

const TRAIN_SETS = ['train13', 'train14', 'train15'];

function argValue(name: string, fallback: string): string {
  const at = process.argv.indexOf(name);
  return at >= 0 && process.argv[at + 1] ? process.argv[at + 1]! : fallback;
}

interface Pair {
  source: string;
  target: string;
}

function readPairs(file: string): Pair[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Pair);
}

function main(): void {
  const dataDir = resolve(argValue('--data', '../shared/data/spelling-zh-sighan'));
  const sets = argValue('--train', TRAIN_SETS.join(',')).split(',');
  const lexicon = buildTraditionalLexicon();
  const lexLines = [...lexicon].map(([w, f]) => `${w}\t${f}`).join('\n');
  writeFileSync(join(MODEL_DIR, 'lexicon.tsv.gz'), gzipSync(lexLines, { level: 9 }));

  // Channel statistics: how often a written character stood for another one in learners' text.
  const errors = new Map<string, number>();
  const seen = new Map<string, number>();
  const context = new Map<string, number>();
  for (const set of sets) {
    for (const { source, target } of readPairs(join(dataDir, `${set}.jsonl`))) {
      const s = [...source];
      const t = [...target];
      if (s.length !== t.length) continue;
      // Character bigrams of the corrected text, with sentence edges, give the scorer the
      // local context (的/地/得, 在/再) that a word unigram model cannot see.
      const padded = ['^', ...t, '$'];
      for (let i = 0; i + 1 < padded.length; i++) {
        const key = padded[i]! + padded[i + 1]!;
        context.set(key, (context.get(key) ?? 0) + 1);
      }
      s.forEach((ch, i) => {
        seen.set(ch, (seen.get(ch) ?? 0) + 1);
        if (t[i] !== ch) errors.set(`${ch}${t[i]}`, (errors.get(`${ch}${t[i]}`) ?? 0) + 1);
      });
    }
  }
  const channel = [...errors].map(([pair, n]) => `${pair}\t${n}`).join('\n');
  const seenLines = [...seen].filter(([, n]) => n >= 2).map(([c, n]) => `${c}\t${n}`).join('\n');
  writeFileSync(join(MODEL_DIR, 'channel.tsv'), `${channel}\n`);
  writeFileSync(join(MODEL_DIR, 'char-seen.tsv'), `${seenLines}\n`);
  const contextLines = [...context].map(([pair, n]) => `${pair}\t${n}`).join('\n');
  writeFileSync(join(MODEL_DIR, 'context-bigrams.tsv.gz'), gzipSync(contextLines, { level: 9 }));

  // Confusion set: keep only candidates the lexicon knows as characters, which drops rare
  // glyphs that would never win and keeps the committed file small.
  const confLines: string[] = [];
  for (const line of readFileSync(join(dataDir, 'confusion-set.txt'), 'utf8').split('\n')) {
    const comma = line.indexOf(',');
    if (comma < 0) continue;
    const ch = line.slice(0, comma).trim();
    const cands = [...new Set(line.slice(comma + 1).trim())].filter(
      (c) => c !== ch && (lexicon.get(c) ?? 0) >= 50,
    );
    if ([...ch].length === 1 && cands.length) confLines.push(`${ch}\t${cands.join('')}`);
  }
  writeFileSync(join(MODEL_DIR, 'confusion.tsv'), `${confLines.join('\n')}\n`);
  console.log(`lexicon ${lexicon.size}, channel pairs ${errors.size}, confusion ${confLines.length}`);
}

main();
