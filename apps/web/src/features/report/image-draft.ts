import type { ImagePage } from '@essay/contracts';

/**
 * The teacher's unsaved edits of an essay's image pages (spec §4): removals are local until
 * saved, cannot be undone and nothing can be added back, so the draft only ever shrinks.
 */
export interface ImageDraft {
  order: number[];
  contents: Record<number, string>;
}

export function draftFrom(pages: readonly ImagePage[]): ImageDraft {
  return {
    order: pages.map((page) => page.id),
    contents: Object.fromEntries(pages.map((page) => [page.id, page.content])),
  };
}

export function isDirty(draft: ImageDraft, pages: readonly ImagePage[]): boolean {
  if (draft.order.length !== pages.length) return true;
  return pages.some(
    (page, index) => draft.order[index] !== page.id || draft.contents[page.id] !== page.content,
  );
}

export function withContent(draft: ImageDraft, id: number, content: string): ImageDraft {
  return { ...draft, contents: { ...draft.contents, [id]: content } };
}

/** The last page stays: an essay needs at least one page (the API refuses an empty order). */
export function withoutPage(draft: ImageDraft, id: number): ImageDraft {
  if (draft.order.length <= 1) return draft;
  const contents = { ...draft.contents };
  delete contents[id];
  return { order: draft.order.filter((pageId) => pageId !== id), contents };
}

export function moved(draft: ImageDraft, from: number, to: number): ImageDraft {
  if (from === to || from < 0 || to < 0 || from >= draft.order.length || to >= draft.order.length)
    return draft;
  const order = [...draft.order];
  const [item] = order.splice(from, 1);
  if (item === undefined) return draft;
  order.splice(to, 0, item);
  return { ...draft, order };
}

/**
 * The draft over freshly loaded pages (after a word of the review is saved, after saving): what
 * the teacher changed since `before` — a page's text, the order, a removal — is kept, and the rest
 * is the fresh load's. A load that lands while the teacher types never takes their keys back.
 */
export function rebased(
  draft: ImageDraft,
  before: readonly ImagePage[] | undefined,
  after: readonly ImagePage[],
): ImageDraft {
  const fresh = draftFrom(after);
  if (!before) return fresh;
  const was = draftFrom(before);
  const removed = new Set(was.order.filter((id) => !draft.order.includes(id)));
  const kept = fresh.order.filter((id) => !removed.has(id));
  const reordered = draft.order.join() !== was.order.filter((id) => !removed.has(id)).join();
  const order = reordered
    ? [
        ...draft.order.filter((id) => kept.includes(id)),
        ...kept.filter((id) => !draft.order.includes(id)),
      ]
    : kept;
  const edited = (id: number): boolean =>
    id in draft.contents && draft.contents[id] !== was.contents[id];
  return {
    order,
    contents: Object.fromEntries(
      order.map((id) => [id, edited(id) ? draft.contents[id]! : fresh.contents[id]!]),
    ),
  };
}
