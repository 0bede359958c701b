import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { correct } from '../src/index.ts';
import type { Report } from '@essay/contracts';

const ESSAY = readFileSync(new URL('./fixtures/zh-trad-dream.txt', import.meta.url), 'utf8').trim();
/** Misreadings a photo's reader made (issue 43): never to be quoted as the student's words. */
const GARBAGE = ['一香', '拼皇', '荀棗', '捨斌', '冊蹈', '廿汪'];

function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The essay with a misreading written over two letters at random places, and their spans. */
function misread(seed: number): { text: string; spans: { start: number; end: number }[] } {
  const next = random(seed);
  let text = ESSAY;
  const spans: { start: number; end: number }[] = [];
  const places = [...ESSAY.matchAll(/\p{Script=Han}{2}/gu)].map((m) => m.index);
  // a paragraph's first words always, and three more places anywhere
  const chosen = new Set([
    0,
    ...Array.from({ length: 3 }, () => places[Math.floor(next() * places.length)]!),
  ]);
  [...chosen].forEach((at, k) => {
    const word = GARBAGE[(seed + k) % GARBAGE.length]!;
    text = text.slice(0, at) + word + text.slice(at + 2);
    spans.push({ start: at, end: at + 2 });
  });
  return { text, spans };
}

/** Everything a report says in words of its own, where it quotes the student (not the corrections list). */
const prose = (report: Report): string =>
  JSON.stringify([
    report.dimensions,
    report.paragraphComments,
    report.strengths,
    report.nextSteps,
    report.overallComment,
  ]);

const homework = { name: '我的夢想', instructions: '' };

describe('a doubted word no person confirmed is never quoted as the student’s (issue 43 §5)', () => {
  it('property: misreadings at random places stay out of every quote once doubted', async () => {
    let quotedWhenNotDoubted = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const { text, spans } = misread(seed);
      const garbage = spans.map((s) => text.slice(s.start, s.end));
      const doubted = prose(await correct({ text }, homework, 'cap-writing', { uncertain: spans }));
      for (const word of garbage) expect(doubted, `seed ${seed}`).not.toContain(word);
      const plain = prose(await correct({ text }, homework, 'cap-writing'));
      if (garbage.some((word) => plain.includes(word))) quotedWhenNotDoubted += 1;
    }
    // the same essays without the doubts do quote the misreadings: the test can fail
    expect(quotedWhenNotDoubted).toBeGreaterThan(4);
  });
});
