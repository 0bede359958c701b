import type { ImagePage } from '@essay/contracts';
import { describe, expect, it } from 'vitest';
import { reviewProgress, wordsInOrder } from './words-in-order.ts';

const page = (id: number, content: string, spans: [number, number][], doubted: number) =>
  ({
    id,
    file_name: `${id}.jpg`,
    url: '',
    content,
    ocr_status: 'done',
    ocr_error: null,
    ocr_engine: 'tesseract',
    ocr_note: null,
    blank: false,
    uncertain: spans.map(([start, end]) => ({ start, end })),
    doubted,
  }) satisfies ImagePage;

describe('the words to check (issue 28)', () => {
  const pages = [
    page(
      7,
      '我們一香汗水地爬山，賤酷的太陽',
      [
        [10, 12],
        [2, 4],
      ],
      5,
    ),
    page(3, '凍棗很甜', [[0, 2]], 1),
  ];

  it('lists them page by page in reading order, with their context', () => {
    expect(wordsInOrder(pages).map((w) => [w.pageIndex, w.word])).toEqual([
      [0, '一香'],
      [0, '賤酷'],
      [1, '凍棗'],
    ]);
    expect(wordsInOrder(pages)[1]).toMatchObject({ before: '一香汗水地爬山，', after: '的太陽' });
  });

  it('counts the words checked against those the OCR doubted at first', () => {
    expect(reviewProgress(pages)).toEqual({ checked: 3, total: 6 });
    expect(reviewProgress([page(1, '字', [[0, 1]], 0)])).toEqual({ checked: 0, total: 1 });
  });
});
