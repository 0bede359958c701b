import type { Report } from '@essay/contracts';
import { describe, expect, it } from 'vitest';
import { correct } from '../src/index.ts';
import {
  agreeAmongThemselves,
  agreementViolations,
  agreeWithLevel,
} from '../src/report/agreement.ts';
import { fixture } from './helpers.ts';

const dim = (key: string, score: number, maxScore = 6) => ({
  key,
  name: { 'zh-tw': key, en: key },
  grade: 'average' as const,
  score,
  maxScore,
  evidence: [],
  comment: { 'zh-tw': '', en: '' },
});
const report = (level: number, scores: number[], fullScore = 6, max = 6): Report => ({
  schemaVersion: 1,
  lang: 'zh',
  rubric: fullScore === 6 ? 'cap-writing' : 'gsat-english',
  level,
  levelLabel: String(level),
  fullScore,
  zeroGate: null,
  dimensions: scores.map((s, i) => dim(`d${i}`, s, max)),
  deductions: [],
  corrections: [],
  paragraphComments: [],
  strengths: [],
  nextSteps: [],
  overallComment: { 'zh-tw': '', en: '' },
  wordCount: 500,
  engine: { name: 'builtin', version: 't' },
  confidence: 0.5,
});

describe('one judgement: the level agrees with its dimensions (issue 42 §3)', () => {
  it('finds each planted disagreement, and none in an agreeing report', () => {
    expect(agreementViolations(report(6, [6, 5, 6, 5]))).toEqual([]);
    expect(agreementViolations(report(6, [1, 5, 6, 5]))).toHaveLength(2); // two away, and 1 beside 6
    expect(agreementViolations(report(5, [3, 5, 6, 5]))).toHaveLength(1);
    expect(agreementViolations(report(0, [0, 0, 0, 0], 20, 5))).toEqual([
      'level 0 without a zero gate',
    ]);
    expect(agreementViolations(report(12, [5, 5, 1, 1], 20, 5))).toHaveLength(4);
    const gated = {
      ...report(0, [0, 0, 0, 0]),
      zeroGate: { gate: 'blank' as const, reason: { 'zh-tw': '', en: '' } },
    };
    expect(agreementViolations(gated)).toEqual(['zero gate blank without a reason']);
  });
  it('holds any dimension score within one of the level, on every scale (property over a grid)', () => {
    for (const full of [6, 20])
      for (let level = full === 6 ? 1 : 0; level <= full; level++)
        for (let s = 0; s <= 6; s++) {
          const max = full === 6 ? 6 : 5;
          const held = agreeWithLevel(
            Math.min(s, max),
            level,
            { floor: full === 6 ? 1 : 0, full },
            { maxScore: max },
          );
          const r = report(level === 0 ? 1 : level, [held], full, max);
          if (level > 0) expect(agreementViolations(r), `${level}/${full} ${s}`).toEqual([]);
        }
  });
  it('holds summed dimensions within one of their mean, and never all 0 (property)', () => {
    for (let a = 0; a <= 5; a++)
      for (let b = 0; b <= 5; b++)
        for (const c of [0, 2, 5]) {
          const raw = [a, b, c, 0];
          const held = agreeAmongThemselves(raw, raw);
          const sum = held.reduce((x, y) => x + y, 0);
          expect(sum).toBeGreaterThan(0);
          expect(agreementViolations(report(sum, held, 20, 5)), raw.join(',')).toEqual([]);
        }
  });
  it('a weak English essay is never 0/20 without a gate and a reason', async () => {
    const task = { name: 'My weekend', instructions: 'Write about your weekend.' };
    const text =
      'i go park. it is nice. i like it. my friend go too we play ball and eat food and it was fun fun fun. after we go home. i sleep. the end of weekend is sad because school. i dont like school much but ok.';
    const r = await correct({ text }, task, 'gsat-english');
    expect(r.zeroGate).toBeNull();
    expect(r.level).toBeGreaterThan(0);
    expect(agreementViolations(r)).toEqual([]);
  });
  it('an ordinary essay of each language agrees', async () => {
    const zh = await correct(
      { text: fixture('zh-trad-dream.txt') },
      { name: '我的夢想', instructions: '' },
      'cap-writing',
    );
    const en = await correct(
      { text: fixture('en-trip.txt') },
      { name: 'A trip', instructions: 'Write about a trip.' },
      'gsat-english',
    );
    expect(agreementViolations(zh)).toEqual([]);
    expect(agreementViolations(en)).toEqual([]);
  });
});
