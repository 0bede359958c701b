import { carrySpans, type ImagePage, type Span } from '@essay/contracts';
import { describe, expect, it } from 'vitest';
import {
  answered,
  changedElsewhere,
  enqueue,
  failed,
  nextToSend,
  startReview,
  viewWords,
  type ReviewState,
} from './review-queue.ts';

const page = (id: number, content: string, spans: [number, number][]): ImagePage => ({
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
  doubted: spans.length,
});

/** The server's confirm call (images.service.ts confirmWord), on plain pages. */
function serverConfirm(pages: ImagePage[], pageId: number, span: Span, replacement?: string) {
  return pages.map((p) => {
    if (p.id !== pageId) return p;
    if (!p.uncertain.some((s) => s.start === span.start && s.end === span.end))
      throw new Error('not a doubtful word of the page');
    const others = p.uncertain.filter((s) => s.start !== span.start || s.end !== span.end);
    const after =
      replacement === undefined
        ? p.content
        : p.content.slice(0, span.start) + replacement + p.content.slice(span.end);
    return { ...p, content: after, uncertain: carrySpans(p.content, after, others) };
  });
}

/** Sends the first waiting decision to the "server" and takes its answer. */
function serve(state: ReviewState, server: { pages: ImagePage[] }): ReviewState {
  const send = nextToSend(state)!;
  server.pages = serverConfirm(
    server.pages,
    send.decision.pageId,
    send.span,
    send.decision.replacement,
  );
  const after = answered(state, server.pages);
  expect(after.lost).toEqual([]);
  return after.state;
}

function random(seed: number) {
  let x = seed;
  return () => {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    return x / 2 ** 31;
  };
}

const CHARS = '我們一香汗水地爬山賤酷的太陽，。在再得';

/** A page of random text with random disjoint doubtful spans of 1–3 characters. */
function randomPage(id: number, next: () => number): ImagePage {
  const length = 20 + Math.floor(next() * 60);
  let content = '';
  for (let i = 0; i < length; i += 1) content += CHARS[Math.floor(next() * CHARS.length)];
  const spans: [number, number][] = [];
  let at = Math.floor(next() * 3);
  while (at < length - 1) {
    const end = Math.min(length, at + 1 + Math.floor(next() * 3));
    spans.push([at, end]);
    at = end + 1 + Math.floor(next() * 5);
  }
  return page(id, content, spans);
}

describe('the review queue (issue 43 §6)', () => {
  it('sends a fix typed after another fix on the same page to its own word', () => {
    const start = [
      page(1, '我們一香汗水地爬山，賤酷的太陽', [
        [2, 4],
        [10, 12],
      ]),
    ];
    const server = { pages: start };
    let state = startReview(start);
    const [first, second] = viewWords(state);
    // The teacher fixes both before the server answers the first.
    state = enqueue(state, { id: first!.id, pageId: 1, replacement: '一身' });
    state = enqueue(state, { id: second!.id, pageId: 1, replacement: '殘酷' });
    expect(viewWords(state)).toEqual([]);
    state = serve(state, server);
    state = serve(state, server);
    expect(server.pages[0]!.content).toBe('我們一身汗水地爬山，殘酷的太陽');
    expect(state.queue).toEqual([]);
  });

  it('keeps each word its id while fixes before it change the text’s length', () => {
    const start = [
      page(1, 'ab cd ef gh', [
        [0, 2],
        [3, 5],
        [6, 8],
        [9, 11],
      ]),
    ];
    let state = startReview(start);
    const ids = viewWords(state).map((w) => w.id);
    state = enqueue(state, { id: ids[0]!, pageId: 1, replacement: 'a much longer word' });
    const after = viewWords(state);
    expect(after.map((w) => w.id)).toEqual(ids.slice(1));
    expect(after.map((w) => w.word)).toEqual(['cd', 'ef', 'gh']);
  });

  it('gives a refused decision’s text back and keeps the words', () => {
    const start = [
      page(1, 'ab cd', [
        [0, 2],
        [3, 5],
      ]),
    ];
    let state = startReview(start);
    const [first] = viewWords(state);
    state = enqueue(state, { id: first!.id, pageId: 1, replacement: 'xy' });
    const refused = failed(state);
    expect(refused.lost).toEqual([{ id: first!.id, pageId: 1, replacement: 'xy' }]);
    expect(viewWords(refused.state).map((w) => w.id)).toContain(first!.id);
  });

  it('never sends a decision to a page whose words changed elsewhere', () => {
    const start = [
      page(1, 'ab cd', [
        [0, 2],
        [3, 5],
      ]),
      page(2, 'ef gh', [[0, 2]]),
    ];
    let state = startReview(start);
    const [a, , c] = viewWords(state);
    state = enqueue(state, { id: a!.id, pageId: 1, replacement: 'xy' });
    state = enqueue(state, { id: c!.id, pageId: 2 });
    // The teacher saved page 1's text in the editor meanwhile: its words moved.
    const edited = [
      page(1, 'zz ab cd', [
        [3, 5],
        [6, 8],
      ]),
      start[1]!,
    ];
    const after = changedElsewhere(state, edited);
    expect(after.lost.map((d) => d.id)).toEqual([a!.id]);
    expect(after.state.queue.map((d) => d.id)).toEqual([c!.id]);
    expect(viewWords(after.state).map((w) => w.id)).not.toContain(a!.id);
  });

  // Property: whatever the interleaving of the teacher's decisions and the server's answers, each
  // fix ends up where its word was, and the teacher is always shown the words as read.
  it('lands every fix in its own word for any interleaving of typing and answers', () => {
    for (let seed = 1; seed <= 300; seed += 1) {
      const next = random(seed);
      const start = [randomPage(1, next), randomPage(2, next)];
      const server = { pages: start };
      let state = startReview(start);
      const original = new Map(viewWords(state).map((w) => [w.id, w]));
      const fixes = new Map<string, string | undefined>();
      while (viewWords(state).length > 0 || state.queue.length > 0) {
        const words = viewWords(state);
        if (words.length > 0 && (state.queue.length === 0 || next() < 0.7)) {
          const word = words[Math.floor(next() * words.length)]!;
          expect(word.word).toBe(original.get(word.id)!.word);
          const roll = next();
          const replacement =
            roll < 0.3 ? undefined : roll < 0.4 ? '' : 'XYZW'.slice(0, 1 + Math.floor(next() * 4));
          fixes.set(word.id, replacement);
          state = enqueue(state, {
            id: word.id,
            pageId: word.pageId,
            ...(replacement === undefined ? {} : { replacement }),
          });
        } else {
          state = serve(state, server);
        }
      }
      // Every fix applied in the original text, right to left.
      for (const p of start) {
        let expected = p.content;
        const mine = [...original.values()]
          .filter((w) => w.pageId === p.id && fixes.has(w.id))
          .sort((x, y) => y.span.start - x.span.start);
        for (const w of mine) {
          const fix = fixes.get(w.id);
          if (fix !== undefined)
            expected = expected.slice(0, w.span.start) + fix + expected.slice(w.span.end);
        }
        expect(server.pages.find((s) => s.id === p.id)!.content, `seed ${seed}`).toBe(expected);
      }
    }
  });
});
