import { describe, expect, it } from 'vitest';
import { correct } from '../src/index.ts';
import { findWord } from '../src/report/quotes.ts';
import { properNouns } from '../src/report/words.ts';
import { checkReport } from '../src/report/truth.ts';
import { analyse } from '../src/text/analyse.ts';

describe('quotes are whole words of any script (issue 42 §4)', () => {
  it('finds an English word only where letters of no script stand beside it', () => {
    const text = 'Marcia Lüsted wrote that the mast was unsafe; sted is not a word.';
    expect(findWord(text, text.toLowerCase(), 'sted', 'en')).toBe(text.indexOf('sted is'));
    expect(findWord('Lüsted and café', 'lüsted and café', 'caf', 'en')).toBe(-1);
    expect(findWord('a (b) c', 'a (b) c', '(b)', 'en')).toBe(2);
  });

  it('never quotes part of an accented name as a word the essay shares with the task', async () => {
    const task =
      'Based on the excerpt by Marcia Lüsted, describe the obstacles the builders of the Empire State Building faced in allowing dirigibles to dock there.';
    const text =
      'The builders of the Empire State Building faced many obstacles. As Lüsted writes (Lüsted, 1998), the winds at the top were violent, and a dirigible moored there would swing around its mast. The builders also had to strengthen the frame. Another obstacle was the law against airships flying low over the city. In the end, the obstacles could not be overcome, and no dirigible ever docked at the building.';
    const report = await correct({ text }, { name: '', instructions: task }, 'gsat-english', {
      lang: 'en',
    });
    const quoted = report.strengths
      .flatMap((s) => [...s.text.en.matchAll(/"([^"]+)"/g)].map((m) => m[1]!))
      .filter((q) => !q.includes(' '));
    expect(quoted.length).toBeGreaterThan(0);
    for (const q of quoted)
      expect(text, q).toMatch(new RegExp(`(?<![\\p{L}\\p{N}])${q}(?![\\p{L}\\p{N}])`, 'u'));
  });

  it('counts an anonymised name (@LOCATION1) among the proper nouns, never praised as a choice of words', () => {
    const doc = analyse(
      "You learn about @CAPS2 and @LOCATION1's history at the library, and @ORGANIZATION1 agrees.",
      'en',
    );
    const proper = properNouns(doc);
    for (const name of ['@caps2', '@location1', '@organization1']) expect(proper).toContain(name);
    expect(proper).not.toContain('library');
  });

  it('cuts a quote before a doubted word at a whole word: a doubt inside 教室 never leaves 「…打掃教」', async () => {
    const text =
      '　　我和同學一起打掃教室，大家都很認真，有人掃地有人拖地，後來教室變得很乾淨，老師說我們很棒，我覺得很高興，以後還要一起做。';
    // every doubt starts inside a word somewhere: each place of the essay in turn (metamorphic)
    for (let at = 3; at < 30; at += 3) {
      const doubtful = [{ start: at, end: at + 1 }];
      const report = await correct(
        { text },
        { name: '打掃', instructions: '寫一件和同學一起做的事。' },
        'cap-writing',
        { lang: 'zh', uncertain: doubtful },
      );
      const cut = checkReport(report, { text, expected: 600, cap: true, doubtful }).filter(
        (c) => c.rule === 'quote-cut-word',
      );
      expect(cut, `doubt at ${at}`).toEqual([]);
    }
  });
});
