/**
 * Builds `src/mechanics/zh/model/taiwan-words.tsv.gz`: Taiwan words the lexicon lacks (埔里, 餵,
 * 餵牠 …), from two Debian packages read at build time only:
 *   - libchewing3-data (LGPL-2.1): /usr/share/libchewing/dictionary.dat, the phrase list of the
 *     Taiwanese 注音 input method (phrases are NUL-separated UTF-8);
 *   - rime-essay (LGPL-3): /usr/share/rime-data/essay.txt, word<TAB>weight from running text.
 * A word is kept when chewing lists it, rime-essay weighs it at least MIN_WEIGHT, the shipped
 * lexicon lacks it, and no word one similar-sound / similar-shape character away is in the
 * lexicon at 30× its frequency (so chewing's 關系 or 製做 beside 關係, 製作 stay out; a
 * near-sound neighbour does not count: 一蓋 beside 一個 is a word of its own). Its
 * frequency is its rime weight on the lexicon's scale (the median ratio over shared words).
 *   apt-get install -y libchewing3-data rime-essay
 *   npx tsx packages/grader/scripts/zh/build-taiwan-words.ts
 * Nothing reads the Debian files at run time.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const CHEWING = '/usr/share/libchewing/dictionary.dat';
const RIME = '/usr/share/rime-data/essay.txt';
const MODEL = fileURLToPath(new URL('../../src/mechanics/zh/model/', import.meta.url));
const MIN_WEIGHT = 100;
const MISSPELLING_RATIO = 30;
const HAN = /^\p{Script=Han}{1,5}$/u;

const gz = (name: string) =>
  gunzipSync(readFileSync(MODEL + name))
    .toString('utf8')
    .split('\n')
    .filter(Boolean);

const lexicon = new Map<string, number>();
for (const line of gz('lexicon.tsv.gz')) {
  const tab = line.indexOf('\t');
  lexicon.set(line.slice(0, tab), Number(line.slice(tab + 1)));
}
const confusion = new Map<string, string>();
for (const line of gz('confusion.tsv.gz')) {
  const tab = line.indexOf('\t');
  // Same sound (column 1) and similar shape (column 3): the slips a misspelt entry holds (關系,
  // 製做); a near-sound neighbour (一蓋 beside 一個) is another word, not a misspelling.
  const [same = '', , shape = ''] = line.slice(tab + 1).split('\t');
  confusion.set(line.slice(0, tab), same + shape);
}

const rime = new Map<string, number>();
for (const line of readFileSync(RIME, 'utf8').split('\n')) {
  const [word, weight] = line.split('\t');
  if (word && weight) rime.set(word, Math.max(rime.get(word) ?? 0, Number(weight)));
}
const chewing = new Set(
  readFileSync(CHEWING)
    .toString('utf8')
    .split('\0')
    .filter((w) => HAN.test(w)),
);

const ratios: number[] = [];
for (const [word, weight] of rime) {
  const freq = lexicon.get(word);
  if (freq && weight > 0 && chewing.has(word)) ratios.push(freq / weight);
}
ratios.sort((a, b) => a - b);
const scale = ratios[Math.floor(ratios.length / 2)] ?? 1;

/** Whether a word one same-sound or similar-shape character away is in the lexicon at 30× `freq`. */
function nearFrequentWord(word: string, freq: number): boolean {
  const chars = [...word];
  for (let i = 0; i < chars.length; i++) {
    for (const c of confusion.get(chars[i]!) ?? '') {
      const other = [...chars.slice(0, i), c, ...chars.slice(i + 1)].join('');
      if ((lexicon.get(other) ?? 0) >= MISSPELLING_RATIO * freq) return true;
    }
  }
  return false;
}

const out: string[] = [];
let dropped = 0;
for (const word of chewing) {
  if (lexicon.has(word)) continue;
  const weight = rime.get(word) ?? 0;
  if (weight < MIN_WEIGHT) continue;
  const freq = Math.max(1, Math.round(weight * scale));
  if (nearFrequentWord(word, freq)) {
    dropped++;
    continue;
  }
  out.push(`${word}\t${freq}`);
}
out.sort();
writeFileSync(`${MODEL}taiwan-words.tsv.gz`, gzipSync(`${out.join('\n')}\n`, { level: 9 }));
console.log(
  `chewing ${chewing.size} phrases, rime ${rime.size} words, scale ${scale.toFixed(3)}; ` +
    `kept ${out.length}, dropped ${dropped} near a 30× commoner word`,
);
