import { carrySpans, type ImagePage, type Span } from '@essay/contracts';
import { wordsInOrder, type DoubtfulWord } from './words-in-order.ts';

/**
 * The teacher's decisions on the words the OCR doubted, kept in the order they were made and sent
 * to the server one at a time (issue 43 §6). A word keeps one id from the moment it is shown until
 * it is settled, however the text around it moves: a fix typed into a word's field is sent for that
 * word, at whatever span the earlier fixes have moved it to, so fast typing never lands in the
 * wrong word. The list the teacher sees is the server's pages with the decisions not yet answered
 * already applied, the same way the server applies them (carrySpans).
 */
export type WordId = string;

export interface Decision {
  id: WordId;
  pageId: number;
  /** The teacher's text for the word; absent: the word is confirmed as read. */
  replacement?: string;
}

export interface ReviewState {
  /** The pages as the server last answered them. */
  base: ImagePage[];
  /** Per page, the ids of the base's doubtful spans in text order. */
  ids: Record<number, WordId[]>;
  /** Decisions the server has not answered yet, oldest first (the first may be on its way). */
  queue: Decision[];
  /** Bumped whenever a page's words get new ids, so no id is ever given to another word. */
  generation: number;
}

export interface ReviewWord extends DoubtfulWord {
  id: WordId;
}

interface TrackedPage {
  page: ImagePage;
  spans: Span[];
  ids: WordId[];
}

const inOrder = (spans: readonly Span[]) => [...spans].sort((a, b) => a.start - b.start);

const sameSpans = (a: readonly Span[], b: readonly Span[]) =>
  a.length === b.length && a.every((s, i) => s.start === b[i]!.start && s.end === b[i]!.end);

function freshIds(page: ImagePage, generation: number): WordId[] {
  return page.uncertain.map((_, i) => `${page.id}.${generation}.${i}`);
}

export function startReview(pages: ImagePage[]): ReviewState {
  return {
    base: pages,
    ids: Object.fromEntries(pages.map((page) => [page.id, freshIds(page, 0)])),
    queue: [],
    generation: 0,
  };
}

function tracked(state: ReviewState): TrackedPage[] {
  return state.base.map((page) => ({
    page,
    spans: inOrder(page.uncertain),
    ids: state.ids[page.id] ?? [],
  }));
}

/** One decision applied to its page as the server applies it; null when the word is gone. */
function decide(tp: TrackedPage, decision: Decision): TrackedPage | null {
  const at = tp.ids.indexOf(decision.id);
  const span = tp.spans[at];
  if (!span) return null;
  const before = tp.page.content;
  const after =
    decision.replacement === undefined
      ? before
      : before.slice(0, span.start) + decision.replacement + before.slice(span.end);
  const spans: Span[] = [];
  const ids: WordId[] = [];
  tp.spans.forEach((other, i) => {
    if (i === at) return;
    const [moved] = carrySpans(before, after, [other]);
    if (moved) {
      spans.push(moved);
      ids.push(tp.ids[i]!);
    }
  });
  return { page: { ...tp.page, content: after, uncertain: spans }, spans, ids };
}

function withQueue(state: ReviewState): TrackedPage[] {
  const pages = tracked(state);
  for (const decision of state.queue) {
    const i = pages.findIndex((tp) => tp.page.id === decision.pageId);
    const next = i >= 0 ? decide(pages[i]!, decision) : null;
    if (next) pages[i] = next;
  }
  return pages;
}

/**
 * What the teacher sees: the pages as they will be once every decision is answered, and the words
 * still to check on them, in reading order, each with its id (one pass over the queue for both).
 */
export function reviewView(state: ReviewState): { pages: ImagePage[]; words: ReviewWord[] } {
  const tracked = withQueue(state);
  const pages = tracked.map((tp) => tp.page);
  const ids = tracked.flatMap((tp) => tp.ids);
  return { pages, words: wordsInOrder(pages).map((word, i) => ({ ...word, id: ids[i]! })) };
}

/** The words still to check, in reading order, each with its id. */
export function viewWords(state: ReviewState): ReviewWord[] {
  return reviewView(state).words;
}

export function enqueue(state: ReviewState, decision: Decision): ReviewState {
  return { ...state, queue: [...state.queue, decision] };
}

/** Where the first decision's word is on the server's pages now: what to send. */
export function nextToSend(state: ReviewState): { decision: Decision; span: Span } | null {
  const decision = state.queue[0];
  if (!decision) return null;
  const tp = tracked(state).find((p) => p.page.id === decision.pageId);
  const span = tp?.spans[tp.ids.indexOf(decision.id)];
  return span ? { decision, span } : null;
}

/**
 * New server pages: a page whose words are where they were expected keeps their ids; any other
 * page's words get new ids and the decisions waiting on it are given back (returned as `lost`),
 * never sent to a word they were not typed for.
 */
function rebase(
  state: ReviewState,
  next: ImagePage[],
  expected: TrackedPage[],
  queue: Decision[],
): { state: ReviewState; lost: Decision[] } {
  const generation = state.generation + 1;
  const changed = new Set<number>();
  const ids = Object.fromEntries(
    next.map((page) => {
      const known = expected.find((tp) => tp.page.id === page.id);
      if (known && sameSpans(known.spans, inOrder(page.uncertain))) return [page.id, known.ids];
      changed.add(page.id);
      return [page.id, freshIds(page, generation)];
    }),
  );
  const lost = queue.filter((d) => changed.has(d.pageId));
  return {
    state: { base: next, ids, queue: queue.filter((d) => !changed.has(d.pageId)), generation },
    lost,
  };
}

/** The server answered the first decision with its pages. */
export function answered(
  state: ReviewState,
  next: ImagePage[],
): { state: ReviewState; lost: Decision[] } {
  const [sent, ...rest] = state.queue;
  const expected = tracked(state).map((tp) =>
    sent && tp.page.id === sent.pageId ? (decide(tp, sent) ?? tp) : tp,
  );
  return rebase(state, next, expected, rest);
}

/** Pages changed by something else (the teacher saved a page's text, another tab). */
export function changedElsewhere(
  state: ReviewState,
  next: ImagePage[],
): { state: ReviewState; lost: Decision[] } {
  return rebase(state, next, tracked(state), state.queue);
}

/** The first decision was refused: every waiting decision is given back to its field. */
export function failed(state: ReviewState): { state: ReviewState; lost: Decision[] } {
  return { state: { ...state, queue: [] }, lost: state.queue };
}
