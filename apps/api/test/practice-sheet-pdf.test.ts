import { execFileSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRACTICE_COPIES, type WordBook, type WordBookEntry } from '@essay/contracts';
import { copiesFor, renderPracticeSheet } from '../src/modules/term/practice-sheet-pdf.ts';
import { ESSAY_ZH } from './essays.ts';

/** Each page's text by pdftotext (poppler), as a reader of the downloaded sheet sees it. */
async function pageTexts(pdf: Uint8Array): Promise<string[]> {
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'practice-sheet-')), 'sheet.pdf');
  await writeFile(file, pdf);
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
  return Array.from({ length: pages }, (_, i) =>
    execFileSync('pdftotext', ['-f', String(i + 1), '-l', String(i + 1), file, '-'], {
      encoding: 'utf8',
    }),
  );
}

/** A 錯字本 entry of word `right`, the i-th: miswritten i + 1 times, the latest in homework i + 1. */
function entry(right: string, i: number, lang: 'zh' | 'en' = 'zh'): WordBookEntry {
  const occurrence = (n: number) => ({
    essay_id: n + 1,
    article_id: n + 1,
    homework_id: n + 1,
    homework_name: n === i ? `作業${i + 1}` : `舊作業${n + 1}`,
    wrong: `${right}x`,
    sentence: n === i ? `第${i + 1}句：${right}在這裡。` : `舊的句子${n}`,
    at: { start: 0, end: right.length },
    seen_at: `2026-09-${String(n + 1).padStart(2, '0')}T08:00:00Z`,
  });
  const occurrences = Array.from({ length: i + 1 }, (_, n) => occurrence(n)).reverse();
  return {
    right,
    lang,
    wrong: [`${right}x`],
    count: i + 1,
    essays: i + 1,
    occurrences,
    first_seen: occurrences.at(-1)!.seen_at,
    last_seen: occurrences[0]!.seen_at,
    clean_after: 0,
    mastered: i % 2 === 0,
  };
}

const book = (name: string, entries: WordBookEntry[]): WordBook => ({
  student: { user_id: 1, name },
  entries,
  mastery: { later_essays: 2, min_words: { zh: 150, en: 80 } },
});

/** Where each word's heading line starts in the text, in reading order; -1 when missing. */
function headingPositions(text: string, words: string[]): number[] {
  let from = 0;
  return words.map((word) => {
    const at = text.indexOf(`${word}`, from);
    if (at >= 0) from = at + word.length;
    return at;
  });
}

describe('practice sheet PDF (錯字本 訂正)', () => {
  it('holds every word in order, each traced once in its cells, with its sentence and homework', async () => {
    const words = ['因為', '已經', '再見', '辦法', '環境'];
    const input = book(
      '王小明',
      words.map((w, i) => entry(w, i)),
    );
    const text = (await pageTexts(await renderPracticeSheet(input, 'zh-tw'))).join('\n');
    expect(text).toContain('王小明');
    expect(headingPositions(text, words).every((at) => at >= 0)).toBe(true);
    const positions = headingPositions(text, words);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    for (const [i, word] of words.entries()) {
      expect(text).toContain(`原句：第${i + 1}句：${word}在這裡。`);
      expect(text).toContain(`作業：作業${i + 1}`);
    }
    // The grey characters in cells: every character of every word appears twice (heading and cells).
    for (const word of words)
      for (const char of word) expect(text.split(char).length - 1).toBeGreaterThanOrEqual(3);
    expect(text.split('已掌握').length - 1).toBe(3);
  });

  it('runs onto more pages when the list is long, with every word once as a heading and page numbers', async () => {
    // 40 two-character words of the test essay's distinct characters (all in the embedded font).
    const chars = [...new Set(ESSAY_ZH.match(/\p{Script=Han}/gu))];
    const words = Array.from({ length: 40 }, (_, i) => `${chars[2 * i]}${chars[2 * i + 1]}`);
    const input = book(
      'Amy',
      words.map((w, i) => entry(w, i)),
    );
    const pages = await pageTexts(await renderPracticeSheet(input, 'en-us'));
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, i) => expect(page).toContain(`Page ${i + 1} of ${pages.length}`));
    const all = pages.join('\n');
    const positions = headingPositions(all, words);
    expect(positions.every((at) => at >= 0)).toBe(true);
    // No word is cut between two pages: its heading and its sentence are on one page.
    for (const [i, word] of words.entries()) {
      const page = pages.find((p) => p.includes(`Sentence: 第${i + 1}句：${word}在這裡。`));
      expect(page, word).toBeDefined();
      expect(page).toContain(`Homework: 作業${i + 1}`);
      expect(page).not.toContain(`舊的句子`);
    }
  });

  it('writes words with PDF-special characters as they are (English: ruled lines)', async () => {
    const words = ["(it's)", 'back\\slash', '<b>&amp;</b>', 'naïve'];
    const input = book(
      'Amy (A\\B)',
      words.map((word, i) => {
        const e = entry(word, i, 'en');
        return {
          ...e,
          wrong: [`${word}!`],
          occurrences: e.occurrences.map((o) => ({ ...o, sentence: `I wrote ${word} wrong.` })),
        };
      }),
    );
    const text = (await pageTexts(await renderPracticeSheet(input, 'en-us'))).join('\n');
    expect(text).toContain('Word book practice sheet');
    expect(text).toContain('Amy (A\\B)');
    const positions = headingPositions(text, words);
    expect(positions.every((at) => at >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    for (const word of words) {
      expect(text).toContain(`I wrote ${word} wrong.`);
      // The heading, "written as", the sentence, and once in grey on the line.
      expect(text.split(word).length - 1).toBe(4);
    }
  });

  it('says the book is empty when it is', async () => {
    const pages = await pageTexts(await renderPracticeSheet(book('王小明', []), 'zh-tw'));
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain('錯字本裡沒有要訂正的字');
  });

  it('leaves at least PRACTICE_COPIES blank copies and fills the last row, whatever the word length', () => {
    for (const perRow of [10, 13, 16])
      for (let length = 1; length <= 8; length += 1) {
        const copies = copiesFor(length, perRow);
        expect(copies).toBeGreaterThanOrEqual(PRACTICE_COPIES);
        const cells = length * (copies + 1);
        expect(perRow * Math.ceil(cells / perRow) - cells).toBeLessThan(length);
      }
  });
});
