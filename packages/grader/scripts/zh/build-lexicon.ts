/**
 * Build-time step: turn jieba's Simplified word list (shipped in @node-rs/jieba) into the
 * Traditional (Taiwan) lexicon the spelling checker scores with. Run by build-model.ts;
 * never at run time, so the engine needs no conversion on start.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as OpenCC from 'opencc-js';
import { MAX_WORD_LEN } from '../../src/mechanics/zh/word-length.ts';

/** Character variants both written in Taiwan (taiwan.ts TAIWAN_VARIANTS), in the direction OpenCC does not produce. */
const LEXICON_VARIANTS: [string, string][] = [
  ['周', '週'],
  ['週', '周'],
  ['裡', '裏'],
  ['布', '佈'],
  ['佈', '布'],
  ['姐', '姊'],
  ['煙', '菸'],
  ['汙', '污'],
  ['污', '汙'],
];

/**
 * Literary words native essays use that jieba's list lacks (found among the checker's flags on
 * He 2022 essays 0-199: 孑然 → 截然, 一掬 → 一句, 屹立不倒 → 不到). As words they keep their
 * characters from being read as slips for a commoner character; frequency as a rare word.
 * (jieba has 孑然 and 諫議 at frequency ≤ 5, which the misspelling filter of build-model.ts
 * drops beside 截然 and 建議: these words are exempt from it.)
 */
export const LITERARY_WORDS: readonly string[] = [
  '孑然',
  '一掬',
  '粽葉',
  '詞采',
  '諫議',
  '擎起',
  '鬥妍',
  '屹立不倒',
];
const LITERARY_FREQUENCY = 20;

export function buildTraditionalLexicon(): Map<string, number> {
  const require = createRequire(import.meta.url);
  const dictPath = require.resolve('@node-rs/jieba/dict.txt');
  const toTw = OpenCC.Converter({ from: 'cn', to: 'tw' });
  const lexicon = new Map<string, number>();
  for (const line of readFileSync(dictPath, 'utf8').split('\n')) {
    const [word, freqText] = line.split(' ');
    if (!word || !freqText) continue;
    const len = [...word].length;
    if (len > MAX_WORD_LEN || !/^\p{Script=Han}+$/u.test(word)) continue;
    const freq = Number(freqText);
    const tw = toTw(word);
    // A converted word must keep its length, or positions in the sentence stop lining up.
    if ([...tw].length !== len) continue;
    lexicon.set(tw, (lexicon.get(tw) ?? 0) + freq);
    // Taiwan writes 台 (台北, 台灣) at least as often as the standard 臺 that OpenCC produces.
    if (tw.includes('臺')) {
      const common = tw.replaceAll('臺', '台');
      lexicon.set(common, (lexicon.get(common) ?? 0) + freq);
    }
  }
  // Other forms both correct in Taiwan (週記 and 周記, 佈置 and 布置): a word written with either
  // is a word, so the variant never looks like a typo for some other word.
  for (const [word, freq] of [...lexicon]) {
    for (const [from, to] of LEXICON_VARIANTS) {
      if (!word.includes(from)) continue;
      const other = word.replaceAll(from, to);
      if (!lexicon.has(other)) lexicon.set(other, freq);
    }
  }
  for (const word of LITERARY_WORDS)
    lexicon.set(word, Math.max(lexicon.get(word) ?? 0, LITERARY_FREQUENCY));
  return lexicon;
}
