import { describe, expect, it } from 'vitest';
import { thresholdFigures, wrongCharacters } from '../src/calibrate.ts';

const read = (text: string, confidences: (number | null)[]) =>
  [...text].map((char, i) => ({ char, confidence: confidences[i] ?? null }));

describe('calibrating the uncertain-character threshold', () => {
  it('marks substituted and inserted characters as wrong, layout and spaces left out', () => {
    const chars = read('　　我們走吧，好', [null, null, 0.9, 0.4, 0.95, 0.3, 0.99, 0.5]);
    // Truth 我門走，好: 們 is a substitution, 吧 an insertion.
    expect(wrongCharacters(chars, '我門走，好')).toEqual([
      { confidence: 0.9, alone: false, wrong: false },
      { confidence: 0.4, alone: false, wrong: true },
      { confidence: 0.95, alone: false, wrong: false },
      { confidence: 0.3, alone: false, wrong: true },
      { confidence: 0.99, alone: false, wrong: false },
      { confidence: 0.5, alone: false, wrong: false },
    ]);
  });

  it('counts the wrong characters a threshold flags and how many it flags per page', () => {
    const pages = [
      [
        { confidence: 0.4, alone: false, wrong: true },
        { confidence: 0.5, alone: false, wrong: false },
        { confidence: 0.9, alone: false, wrong: true },
      ],
      [{ confidence: 0.95, alone: false, wrong: false }],
    ];
    expect(thresholdFigures(pages, 0.6)).toEqual({
      threshold: 0.6,
      aloneBelow: null,
      recall: 0.5,
      flaggedPerPage: 1,
      precision: 0.5,
    });
  });

  it('flags a character alone in its context under the second threshold', () => {
    const pages = [
      [
        { confidence: 0.4, alone: false, wrong: true },
        { confidence: 0.7, alone: true, wrong: true },
        { confidence: 0.7, alone: false, wrong: false },
        { confidence: 0.9, alone: true, wrong: false },
      ],
    ];
    expect(thresholdFigures(pages, 0.5, 0.8)).toMatchObject({ recall: 1, flaggedPerPage: 2 });
    expect(thresholdFigures(pages, 0.5)).toMatchObject({ recall: 0.5, flaggedPerPage: 1 });
  });
});
